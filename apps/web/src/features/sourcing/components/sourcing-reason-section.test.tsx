import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SourcingReason } from '@hirelane/domain/sourcing/sourcing.schema';
import { PROJECT_ID, renderInProject, urlOf } from '../../pipeline/test/pipeline-test-kit';
import { jsonResponse } from '../../../test/json-response';
import { SourcingReasonSection } from './sourcing-reason-section';

const REASON: SourcingReason = {
  run_id: 'r1',
  score: 85,
  reasons: [
    {
      kind: 'must_have_skill',
      label: 'TypeScript',
      met: true,
      partial: false,
      detail: 'skills: TypeScript',
      points: 25,
    },
    {
      kind: 'location',
      label: 'Berlin',
      met: false,
      partial: true,
      detail: 'Munich, Germany',
      points: 5,
    },
  ],
  summary: 'Has TypeScript and lives in Germany.',
  written_by: 'model',
  created_at: '2026-11-24T09:00:00Z',
};

const renderWith = (data: SourcingReason | null) => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      urlOf(input).pathname === `/api/project/${PROJECT_ID}/sourcing/reasons/c1`
        ? jsonResponse(200, { success: true, data })
        : jsonResponse(404, { success: false, message: 'Not found' }),
    ),
  );
  return renderInProject(<SourcingReasonSection projectId={PROJECT_ID} candidateId="c1" />);
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Why Ria chose them', () => {
  it('shows the reason, the score and each line with words for met and partly met', async () => {
    renderWith(REASON);
    const section = await screen.findByRole('region', { name: 'Why Ria chose them' });
    expect(section).toHaveTextContent('Has TypeScript and lives in Germany.');
    expect(section).toHaveTextContent('Match 85/100');
    expect(section).toHaveTextContent('Must-have skill: TypeScript — Met (skills: TypeScript)');
    expect(section).toHaveTextContent('Location: Berlin — Partly met (Munich, Germany)');
    expect(section).toHaveTextContent('Written by the AI model.');
  });

  it('shows nothing for a person Ria did not choose', async () => {
    const { queryClient } = renderWith(null);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Why Ria chose them' })).toBeNull();
  });
});
