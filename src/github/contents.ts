/**
 * Reads one file's text at a ref through the contents API (e.g. the review criteria on the base branch).
 */
import { z } from 'zod';
import type { GitHubClient } from './client.js';

const fileShape = z.object({
  type: z.literal('file'),
  encoding: z.string(),
  content: z.string(),
  path: z.string(),
});

const statusShape = z.object({ status: z.number() });

/** The file's text at `ref`, or null when there is no such file at that ref. */
export async function readFileAtRef(
  client: GitHubClient,
  args: { owner: string; repo: string; path: string; ref: string },
): Promise<string | null> {
  let data: unknown;
  try {
    ({ data } = await client.rest.repos.getContent(args));
  } catch (error) {
    const status = statusShape.safeParse(error);
    if (status.success && status.data.status === 404) return null;
    throw error;
  }
  const file = fileShape.safeParse(data);
  if (!file.success) {
    throw new Error(`${args.path} at ${args.ref} is not a file (it is a directory, symlink or submodule); give the path of a file.`);
  }
  if (file.data.encoding !== 'base64') {
    throw new Error(`${args.path} at ${args.ref} came back with encoding '${file.data.encoding}' (files over 1 MB are not served inline); use a smaller file.`);
  }
  return Buffer.from(file.data.content.replace(/\s+/g, ''), 'base64').toString('utf8');
}
