import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  INTEGRATIONS,
  type Integration,
} from '@hirelane/domain/workspace-settings/integrations.schema';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { stubApi } from '../../projects/test/project-fixtures';
import { IntegrationsSection } from './integrations-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const notAvailable = (key: Integration['key']): Integration => {
  const known = INTEGRATIONS.find((item) => item.key === key);
  return {
    key,
    name: known?.name ?? key,
    description: known?.description ?? '',
    status: 'not_available',
    detail: 'Hirelane cannot connect one yet.',
    problem: null,
    count: null,
    connect_path: null,
  };
};

const LIST: Integration[] = [
  {
    ...notAvailable('mailbox'),
    status: 'connected',
    detail: '2 mailboxes ready to send.',
    problem: '1 mailbox needs attention.',
    count: 2,
    connect_path: '/app/connect-mailbox',
  },
  notAvailable('calendar'),
  {
    ...notAvailable('linkedin'),
    status: 'connected',
    detail: 'Your account: Ada Admin.',
    problem: 'Session expired.',
  },
  notAvailable('whatsapp'),
  notAvailable('whatsapp_business'),
  notAvailable('team_chat'),
  notAvailable('recruiting_partner'),
];

const renderSection = (list: Integration[]) => {
  const api = stubApi({
    'GET /api/workspace/integrations': () =>
      jsonResponse(200, { success: true, data: { integrations: list } }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderWithApp(<IntegrationsSection workspaceId="ws-1" />, { path: '/app/settings' });
};

const card = (name: string) => screen.getByRole('listitem', { name });

describe('IntegrationsSection', () => {
  it('shows one card per connected account with the state the server gave', async () => {
    renderSection(LIST);
    const list = await screen.findByRole('list', { name: 'Integrations' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);

    const mailbox = card('Mailboxes');
    expect(within(mailbox).getByText('Connected')).toBeInTheDocument();
    expect(within(mailbox).getByText('2 mailboxes ready to send.')).toBeInTheDocument();
    expect(within(mailbox).getByText('1 mailbox needs attention.')).toBeInTheDocument();
    expect(within(mailbox).getByRole('link', { name: 'Manage mailboxes' })).toHaveAttribute(
      'href',
      '#mailbox',
    );
    expect(within(mailbox).getByRole('link', { name: 'Connect another' })).toHaveAttribute(
      'href',
      '/app/connect-mailbox',
    );

    const linkedin = card('LinkedIn');
    expect(within(linkedin).getByText('Session expired.')).toBeInTheDocument();
  });

  it('says honestly what is not available, with no connect button', async () => {
    renderSection(LIST);
    await screen.findByRole('list', { name: 'Integrations' });
    for (const name of [
      'Calendar',
      'WhatsApp',
      'WhatsApp Business',
      'Slack',
      'Recruiting partner',
    ]) {
      const item = card(name);
      expect(within(item).getByText('Not available yet')).toBeInTheDocument();
      expect(within(item).queryByRole('link')).not.toBeInTheDocument();
      expect(within(item).queryByRole('button')).not.toBeInTheDocument();
    }
    expect(within(card('LinkedIn')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers to connect a first mailbox', async () => {
    renderSection([
      {
        ...notAvailable('mailbox'),
        status: 'not_connected',
        detail: 'No mailbox connected yet.',
        connect_path: '/app/connect-mailbox',
      },
    ]);
    const mailbox = await screen.findByRole('listitem', { name: 'Mailboxes' });
    expect(within(mailbox).getByText('Not connected')).toBeInTheDocument();
    expect(within(mailbox).getByRole('link', { name: 'Connect mailbox' })).toBeInTheDocument();
    expect(within(mailbox).queryByRole('link', { name: 'Manage mailboxes' })).toBeNull();
  });
});
