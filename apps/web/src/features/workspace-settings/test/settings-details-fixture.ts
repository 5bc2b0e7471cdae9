import type { WorkspaceDetails } from '@hirelane/domain/workspace-settings/workspace-settings.schema';

export const detailsFixture = (overrides: Partial<WorkspaceDetails> = {}): WorkspaceDetails => ({
  _id: 'ws-1',
  name: 'Acme Recruiting',
  logo_url: null,
  role: 'owner',
  active_owner_count: 2,
  created_at: '2026-01-05T10:00:00.000Z',
  ...overrides,
});
