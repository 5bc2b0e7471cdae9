import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { MessageTemplate } from '@hirelane/domain/campaigns/message-template.schema';
import type { StepConfigOf } from '@hirelane/domain/campaigns/step-config.schema';
import { jsonResponse } from '../../../../test/json-response';
import { stubApi } from '../../../projects/test/project-fixtures';
import { renderCampaignRoutes } from '../../test/render-campaign-page';
import { WhatsappTemplateEditor } from './whatsapp-template-editor';

type Config = StepConfigOf<'auto_whatsapp_template_send'>;

const template = (patch: Partial<MessageTemplate>): MessageTemplate => ({
  _id: '00000000-0000-4000-8000-000000000001',
  channel: 'whatsapp_template',
  name: 'role_intro (en)',
  subject: null,
  header: 'A role for you',
  body: 'Hi {{1}}, we are hiring a {{2}}.',
  footer: 'Reply STOP to opt out',
  actions: [{ label: 'Tell me more', icon: 'quick_reply' }],
  created_by: null,
  approval_status: 'APPROVED',
  language: 'en',
  updated_at: '2026-11-24T12:00:00.000Z',
  can_edit: false,
  ...patch,
});

const TEMPLATES = [
  template({
    _id: '00000000-0000-4000-8000-000000000002',
    name: 'offer (en)',
    approval_status: 'PENDING',
  }),
  template({}),
  template({
    _id: '00000000-0000-4000-8000-000000000003',
    name: 'Written here',
    approval_status: null,
    language: null,
  }),
];

const changes: Config[] = [];

function Harness() {
  const [config, setConfig] = useState<Config>({ template_id: '' });
  return (
    <WhatsappTemplateEditor
      config={config}
      onChange={(next) => {
        changes.push(next);
        setConfig(next);
      }}
      errors={{}}
      variables={[
        { name: 'first_name', label: 'First name' },
        { name: 'job_title', label: 'Job title' },
      ]}
      workspaceId="ws-1"
      templatesPath="/app/projects/p-1/campaign/c-1/templates"
    />
  );
}

const renderEditor = (templates: MessageTemplate[]) => {
  vi.stubGlobal(
    'fetch',
    stubApi({
      'GET /api/campaign/template/list': () =>
        jsonResponse(200, { success: true, data: templates }),
    }).fetchStub,
  );
  renderCampaignRoutes([{ path: 'step', element: <Harness /> }], '/app/projects/p-1/step');
};

describe('WhatsappTemplateEditor', () => {
  beforeEach(() => {
    changes.length = 0;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lets only approved templates be chosen, and says why the others cannot', async () => {
    renderEditor(TEMPLATES);
    const radios = await screen.findAllByRole('radio');
    // Approved first.
    expect(
      radios.map((radio) => radio.closest('label')?.querySelector('span span')?.textContent),
    ).toEqual(['role_intro (en)', 'offer (en)', 'Written here']);
    expect(screen.getByRole('radio', { name: /role_intro/ })).toBeEnabled();
    const pending = screen.getByRole('radio', { name: /offer/ });
    expect(pending).toBeDisabled();
    expect(pending).toHaveAccessibleDescription('Waiting for Meta’s approval');
    expect(screen.getByRole('radio', { name: /Written here/ })).toHaveAccessibleDescription(
      'Not from WhatsApp Business: only templates Meta approved can be sent',
    );
  });

  it('previews the chosen template and maps each numbered parameter to a variable', async () => {
    renderEditor(TEMPLATES);
    await userEvent.click(await screen.findByRole('radio', { name: /role_intro/ }));
    const preview = screen.getByRole('region', { name: 'Template preview' });
    expect(within(preview).getByText('A role for you')).toBeVisible();
    expect(within(preview).getByText('Reply STOP to opt out')).toBeVisible();
    expect(within(preview).getByText('Tell me more')).toBeVisible();

    await userEvent.selectOptions(screen.getByLabelText('{{1}}'), 'first_name');
    await userEvent.selectOptions(screen.getByLabelText('{{2}}'), 'job_title');
    expect(changes.at(-1)).toEqual({
      template_id: '00000000-0000-4000-8000-000000000001',
      variables: ['first_name', 'job_title'],
    });
  });

  it('leads to WhatsApp Business when there is no template', async () => {
    renderEditor([]);
    expect(await screen.findByText('No WhatsApp templates yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Connect WhatsApp Business' })).toHaveAttribute(
      'href',
      '/app/connect-whatsapp',
    );
  });
});
