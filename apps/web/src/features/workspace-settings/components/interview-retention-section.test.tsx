import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { RETENTION_DAYS_MESSAGE } from '@hirelane/domain/workspace-settings/interview-retention.schema';
import { RETENTION_NOT_ALLOWED } from '@hirelane/domain/workspace-settings/workspace-rules';
import type { WorkspaceDetails } from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { stubApi } from '../../projects/test/project-fixtures';
import { detailsFixture } from '../test/settings-details-fixture';
import { InterviewRetentionSection } from './interview-retention-section';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderSection = (details: WorkspaceDetails) => {
  let days = 180;
  const api = stubApi({
    'GET /api/workspace/details': () => jsonResponse(200, { success: true, data: details }),
    'GET /api/workspace/interview-retention': () =>
      jsonResponse(200, { success: true, data: { interview_retention_days: days } }),
    'PUT /api/workspace/interview-retention': ({ body }) => {
      days = (body as { interview_retention_days: number }).interview_retention_days;
      return jsonResponse(200, { success: true, data: { interview_retention_days: days } });
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderWithApp(<InterviewRetentionSection workspaceId="ws-1" />, { path: '/app/settings' });
  return api;
};

const FIELD = 'Keep interview recordings and transcripts for (days)';

describe('InterviewRetentionSection', () => {
  it('shows the period and saves a new one for an admin', async () => {
    const user = userEvent.setup();
    const { calls } = renderSection(detailsFixture({ role: 'admin' }));
    const field = await screen.findByLabelText(FIELD);
    expect(field).toHaveValue(180);
    const save = screen.getByRole('button', { name: 'Save period' });
    expect(save).toBeDisabled();

    await user.clear(field);
    await user.type(field, '30');
    await user.click(save);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Interview data is now kept for 30 days.'),
    );
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({
        path: '/api/workspace/interview-retention',
        body: { interview_retention_days: 30 },
      }),
    ]);
    expect(screen.getByLabelText(FIELD)).toHaveValue(30);
  });

  it('says what is allowed and sends nothing for a period out of bounds', async () => {
    const user = userEvent.setup();
    const { calls } = renderSection(detailsFixture({ role: 'owner' }));
    const field = await screen.findByLabelText(FIELD);
    await user.clear(field);
    await user.type(field, '3');
    await user.click(screen.getByRole('button', { name: 'Save period' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RETENTION_DAYS_MESSAGE);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows a member the reason and never asks for the period', async () => {
    const { calls } = renderSection(detailsFixture({ role: 'member' }));
    expect(await screen.findByText(RETENTION_NOT_ALLOWED)).toBeInTheDocument();
    expect(screen.queryByLabelText(FIELD)).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('/api/workspace/interview-retention');
  });
});
