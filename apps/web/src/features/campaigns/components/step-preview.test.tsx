import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StepDraft } from '@hirelane/domain/campaigns/step-config.schema';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { stubApi } from '../../projects/test/project-fixtures';
import { NO_CANDIDATES_MESSAGE } from './step-preview-candidate';
import { delayText } from './step-preview-content';
import { StepPreview } from './step-preview';

const VARIABLES = {
  definitions: [{ name: 'sender_first_name', type: 'sender', dummy_value: 'Alex' }],
  candidate_fields: [{ name: 'first_name', label: 'First name' }],
};
const EMAIL: StepDraft = {
  type: 'auto_email',
  config: {
    subject: 'Re: {{previous_subject}}',
    body: 'Hi <b>{{first_name}}</b>, {{sender_first_name}} here.\n{{ice_breaker}} Are you at {{current_company}}?',
  },
};

const values = (name: string, company: string | null) => ({
  first_name: name,
  current_company: company,
  sender_first_name: 'Ada',
});

const render = (draft: StepDraft, candidates: 'none' | 'two') => {
  const api = stubApi({
    'GET /api/campaign/template-variables': () =>
      jsonResponse(200, { success: true, data: VARIABLES }),
    'GET /api/campaign/template/list': () =>
      jsonResponse(200, {
        success: true,
        data: [
          {
            _id: '00000000-0000-4000-8000-000000000001',
            channel: 'whatsapp_template',
            name: 'Slots',
            subject: null,
            header: 'Hi {{first_name}}',
            body: 'Pick a slot',
            footer: null,
            actions: [{ label: 'Yes', icon: 'quick_reply' }],
            created_by: null,
            updated_at: '2026-02-01T10:00:00.000Z',
            can_edit: true,
          },
        ],
      }),
    'GET /api/campaign/c-1/preview-values': ({ url }) => {
      if (candidates === 'none')
        return jsonResponse(200, {
          success: true,
          data: { candidate: null, candidates: [], values: { sender_first_name: 'Ada' } },
        });
      const second = url.searchParams.get('candidate_id') === 'cand-2';
      return jsonResponse(200, {
        success: true,
        data: {
          candidate: second
            ? { _id: 'cand-2', full_name: 'Alan Turing' }
            : { _id: 'cand-1', full_name: 'Grace Hopper' },
          candidates: [
            { _id: 'cand-1', full_name: 'Grace Hopper' },
            { _id: 'cand-2', full_name: 'Alan Turing' },
          ],
          values: second ? values('Alan', 'Bletchley') : values('Grace', null),
        },
      });
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderWithApp(<StepPreview workspaceId="ws-1" campaignId="c-1" draft={draft} />);
  return api;
};

describe('StepPreview', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('previews an e-mail for the chosen candidate, highlighting what has no value', async () => {
    const api = render(EMAIL, 'two');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText('Grace')).toBeInTheDocument();
    expect(within(preview).getByText('Re: {{previous_subject}}')).toBeInTheDocument();
    expect(within(preview).getByText('Personalized Opener')).toBeInTheDocument();
    expect(within(preview).getByText('{{current_company}}', { selector: 'mark' })).toHaveAttribute(
      'title',
      'No value for current_company',
    );
    expect(
      within(preview).getByText(/have no value for this candidate: current_company/),
    ).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Preview for' }), 'cand-2');
    expect(await within(preview).findByText('Alan')).toBeInTheDocument();
    expect(within(preview).queryByRole('mark')).toBeNull();
    expect(api.calls.some((call) => call.search.includes('candidate_id=cand-2'))).toBe(true);
  });

  it('uses sample values when the project has no candidates yet', async () => {
    render(EMAIL, 'none');
    expect(await screen.findByText(NO_CANDIDATES_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Preview for' })).toBeNull();
    expect(await screen.findByText('Jordan')).toBeInTheDocument();
    // The project's own sender value wins over the definitions' dummy one.
    expect(screen.getByText(/, Ada here\. Are you at Northwind Labs\?/)).toBeInTheDocument();
  });

  it('previews a WhatsApp template step from the saved template', async () => {
    render(
      {
        type: 'auto_whatsapp_template_send',
        config: { template_id: '00000000-0000-4000-8000-000000000001' },
      },
      'two',
    );
    const figure = await screen.findByRole('figure', { name: 'WhatsApp template preview' });
    expect(await within(figure).findByText('Hi Grace')).toBeInTheDocument();
    expect(within(figure).getByRole('listitem')).toHaveTextContent('Yes');
  });

  it('describes a delay', () => {
    render({ type: 'delay', config: { days: 2, hours: 3 } }, 'two');
    expect(screen.getByText('Waits 2 days and 3 hours')).toBeInTheDocument();
    expect(delayText(1, 0)).toBe('Waits 1 day');
    expect(delayText(0, 1)).toBe('Waits 1 hour');
  });
});
