/**
 * Fake GitHub route GET /repos/{owner}/{repo}/collaborators/{username}/permission (who may approve a
 * high-stakes plan). `permissions` maps a login to its role; GitHub answers `permission` as admin,
 * write, read or none (maintain → write, triage → read) and `role_name` with the role itself; a login
 * that is not a collaborator is a 404. The body is built from the OpenAPI `collaborator` skeleton, so it
 * validates against the description like every other answer of the fake.
 */
import { simpleUser, type FixtureContext } from './github-fixtures.js';
import type { Reply } from './github-http.js';
import type { FakeRoute } from './github-git.js';

export type Role = 'admin' | 'maintain' | 'write' | 'triage' | 'read';

const DOCS = 'https://docs.github.com/rest/collaborators/collaborators#get-repository-permissions-for-a-user';

export function permissionRoutes(permissions: Map<string, Role>, ctx: FixtureContext): FakeRoute[] {
  return [
    {
      method: 'GET',
      template: '/repos/{owner}/{repo}/collaborators/{username}/permission',
      handle: ({ params }): Reply => {
        const login = params['username'] ?? '';
        // Logins are case-insensitive on GitHub; a look-alike is simply another login.
        const role = [...permissions].find(([l]) => l.toLowerCase() === login.toLowerCase())?.[1];
        if (role === undefined) return { status: 404, body: { message: 'Not Found', documentation_url: DOCS, status: '404' } };
        const permission = role === 'maintain' ? 'write' : role === 'triage' ? 'read' : role;
        const flags = {
          pull: true,
          triage: role !== 'read',
          push: role === 'write' || role === 'maintain' || role === 'admin',
          maintain: role === 'maintain' || role === 'admin',
          admin: role === 'admin',
        };
        const user = { ...ctx.api.skeleton('collaborator'), ...simpleUser(ctx, login), permissions: flags, role_name: role };
        return { status: 200, body: { permission, role_name: role, user } };
      },
    },
  ];
}
