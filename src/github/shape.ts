/** Every GitHub answer is parsed with zod here: a shape we did not expect is named, with where it broke. */
import { z } from 'zod';

/** `data` parsed with `shape`; otherwise an error naming `what` and the first path that broke. */
export function parseAnswer<T>(shape: z.ZodType<T>, data: unknown, what: string): T {
  const parsed = shape.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`GitHub returned an unexpected ${what}: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

const httpError = z.object({ status: z.number(), message: z.string() });

/** The HTTP status and message of an Octokit RequestError; undefined for anything else. */
export function statusOf(error: unknown): { status: number; message: string } | undefined {
  const parsed = httpError.safeParse(error);
  return parsed.success ? parsed.data : undefined;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
