import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';

const PATHS = {
  'GET /api/subscription/credits/ledger': '/api/subscription/credits/ledger',
  'GET /api/subscription/credits/ledger.csv': '/api/subscription/credits/ledger.csv',
  'GET /api/subscription/credits/usage-daily': '/api/subscription/credits/usage-daily',
} as const;

/**
 * The usage routes: the outsider gets 403 through the victim's workspace and only their own
 * (empty) ledger through theirs; the victim's plain member (no billing permission) gets 403.
 */
const probe = (path: string) => async (t: TestApp, w: World) => {
  const direct = await call(t, 'GET', path, {
    cookie: w.outsiderCookie,
    workspace: w.victimWorkspace,
  });
  expect(direct.statusCode, direct.body).toBe(403);
  expect(direct.body).not.toContain('victim@example.com');
  const insider = await call(t, 'GET', path, {
    cookie: w.insiderCookie,
    workspace: w.victimWorkspace,
  });
  expect(insider.statusCode, insider.body).toBe(403);
  const own = await call(t, 'GET', path, {
    cookie: w.outsiderCookie,
    workspace: w.outsiderWorkspace,
  });
  expect(own.statusCode, own.body).toBe(200);
  expect(own.body).not.toContain(w.victimWorkspace);
  expect(own.body).not.toContain('victim@example.com');
};

export const CREDIT_USAGE_PROBES: Record<string, (t: TestApp, w: World) => Promise<void>> =
  Object.fromEntries(Object.entries(PATHS).map(([key, path]) => [key, probe(path)]));
