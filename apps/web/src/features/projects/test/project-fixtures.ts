import type { Project, ProjectMember } from '@hirelane/domain/projects/project.schema';
import type { WorkspaceMember } from '@hirelane/domain/workspaces/workspace.schema';
import { jsonResponse } from '../../../test/json-response';

/** Test data for the projects feature (component tests only). */
export const projectMember = (
  _id: string,
  first: string,
  last: string,
  role: ProjectMember['role'],
  email = `${first.toLowerCase()}@example.test`,
): ProjectMember => ({
  _id,
  role,
  profile: { first_name: first, last_name: last, email, photo: '' },
});

export const workspaceMember = (
  _id: string,
  first: string,
  last: string,
  email = `${first.toLowerCase()}@example.test`,
): WorkspaceMember => ({
  _id,
  role: 'member',
  profile: { first_name: first, last_name: last, email, photo: '' },
});

export const projectFixture = (overrides: Partial<Project> = {}): Project => ({
  _id: 'p-1',
  name: 'Backend hiring',
  agent: 'ria',
  linked_campaign: 'c-1',
  linked_job: 'j-1',
  charlie_data: null,
  total_saved_candidates: 0,
  members: [projectMember('member-1', 'Ada', 'Lovelace', 'owner', 'ada@example.test')],
  permissions: ['project:view', 'project:members:edit', 'project:settings:edit', 'project:delete'],
  stages: [
    { stage_id: 'all', label: 'All', count: 0, sub_stages: [] },
    { stage_id: 'shortlisted', label: 'Shortlisted', count: 0, sub_stages: [] },
  ],
  custom_fields: [],
  saved_searches: [],
  archived: false,
  meta: { bg_image_id: '3' },
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

type Handler = (request: {
  method: string;
  url: URL;
  body: unknown;
}) => Response | Promise<Response>;

/**
 * Stubs `fetch` with handlers keyed by "METHOD /path" (query string ignored); anything else
 * answers 404. Returns the calls made, in order.
 */
export const stubApi = (handlers: Record<string, Handler>) => {
  const calls: { method: string; path: string; search: string; body: unknown }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const raw = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const url = new URL(raw, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, search: url.search, body });
    const handler = handlers[`${method} ${url.pathname}`];
    return handler
      ? handler({ method, url, body })
      : jsonResponse(404, { success: false, message: 'Not found.' });
  };
  return { fetchStub, calls };
};
