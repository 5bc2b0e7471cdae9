import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../test/json-response';
import { campaignFixture, stepFixture } from '../test/campaign-fixtures';
import { renderCampaignRoutes, stubCampaignApi } from '../test/render-campaign-page';
import { AddStepDialog } from './add-step-dialog';

const BASE = '/app/projects/p-1/campaign/c-1';

const renderDialog = () => {
  const api = stubCampaignApi({
    campaign: campaignFixture(),
    steps: [],
    extra: {
      'POST /api/campaign/c-1/step/add': ({ body }) =>
        jsonResponse(200, {
          success: true,
          data: { ...stepFixture(1, 'delay'), config: (body as { config: unknown }).config },
        }),
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderCampaignRoutes(
    [
      {
        path: 'campaign/:campaignID',
        element: (
          <AddStepDialog
            open
            onOpenChange={() => undefined}
            workspaceId="ws-1"
            campaignId="c-1"
            base={BASE}
          />
        ),
      },
      { path: 'campaign/:campaignID/steps/add', element: <p>Add page</p> },
    ],
    BASE,
  );
  return api;
};

const group = (name: string) => screen.getByRole('group', { name });
const names = (element: HTMLElement) =>
  within(element)
    .getAllByRole('button')
    .map((button) => button.querySelector('span span')?.textContent);

describe('AddStepDialog (the add-step picker)', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('groups the step types by channel after the suggested delay and WhatsApp template', async () => {
    renderDialog();
    await screen.findByRole('dialog', { name: 'Add a step' });
    expect(names(group('Suggested'))).toEqual(['Delay', 'WhatsApp template']);
    expect(names(group('Email'))).toEqual(['Email']);
    expect(names(group('LinkedIn'))).toEqual([
      'LinkedIn invitation',
      'LinkedIn profile visit',
      'LinkedIn message',
      'LinkedIn follow',
    ]);
    expect(names(group('WhatsApp'))).toEqual(['WhatsApp message', 'WhatsApp template']);
    expect(names(group('AI call'))).toEqual(['AI phone call']);
  });

  it('opens the editor of a chosen type with its step_type', async () => {
    renderDialog();
    await screen.findByRole('dialog', { name: 'Add a step' });
    await userEvent.click(
      within(group('LinkedIn')).getByRole('button', { name: /LinkedIn invitation/ }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        `${BASE}/steps/add?step_type=auto_linkedin_invite`,
      ),
    );
  });

  it('sets a delay in place: checks it, then adds it with POST step/add', async () => {
    const api = renderDialog();
    await screen.findByRole('dialog', { name: 'Add a step' });
    await userEvent.click(within(group('Suggested')).getByRole('button', { name: /Delay/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a delay' });
    const days = within(dialog).getByLabelText('Days');
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add delay' }));
    expect(await within(dialog).findByText('A delay lasts at least one hour.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(days);
    await userEvent.type(days, '3');
    await userEvent.clear(within(dialog).getByLabelText('Hours'));
    await userEvent.type(within(dialog).getByLabelText('Hours'), '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add delay' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        type: 'delay',
        config: { days: 3, hours: 4 },
      }),
    );
    expect(await screen.findByText('Delay added.')).toBeInTheDocument();
  });
});
