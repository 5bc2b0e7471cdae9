import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jsonResponse } from '../../../test/json-response';
import { campaignFixture, stepFixture } from '../test/campaign-fixtures';
import { renderCampaignRoutes, stubCampaignApi } from '../test/render-campaign-page';
import { StepsPreviewPage } from './steps-preview-page';

const render = (path: string) => {
  const api = stubCampaignApi({
    campaign: campaignFixture({ no_of_steps: 3 }),
    steps: [
      stepFixture(1, 'auto_email'),
      stepFixture(2, 'delay'),
      stepFixture(3, 'auto_linkedin_invite'),
    ],
    extra: {
      'GET /api/campaign/template-variables': () =>
        jsonResponse(200, { success: true, data: { definitions: [], candidate_fields: [] } }),
      'GET /api/campaign/c-1/preview-values': () =>
        jsonResponse(200, {
          success: true,
          data: {
            candidate: { _id: 'cand-1', full_name: 'Grace Hopper' },
            candidates: [{ _id: 'cand-1', full_name: 'Grace Hopper' }],
            values: { first_name: 'Grace', company_name: 'Acme' },
          },
        }),
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderCampaignRoutes(
    [{ path: 'campaign/:campaignID?/steps/preview', element: <StepsPreviewPage /> }],
    path,
  );
};

describe('StepsPreviewPage', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('previews every step of the campaign for a candidate', async () => {
    render('/app/projects/p-1/campaign/c-1/steps/preview');
    const list = await screen.findByRole('list', { name: 'Campaign steps' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(await within(items[0] as HTMLElement).findByText('A role at Acme')).toBeInTheDocument();
    expect(
      within(items[1] as HTMLElement).getByText('Waits 2 days and 3 hours'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Preview for' })).toHaveValue('cand-1');
  });

  it('is the generate entry with show=prompt, keeping from', async () => {
    render('/app/projects/p-1/campaign/c-1/steps/preview?show=prompt&from=pipeline');
    const link = await screen.findByRole('link', { name: 'Generate steps' });
    expect(link).toHaveAttribute(
      'href',
      '/app/projects/p-1/campaign/c-1/steps/generate?from=pipeline',
    );
    expect(screen.getByRole('link', { name: 'Write steps myself' })).toHaveAttribute(
      'href',
      '/app/projects/p-1/campaign/c-1',
    );
  });
});
