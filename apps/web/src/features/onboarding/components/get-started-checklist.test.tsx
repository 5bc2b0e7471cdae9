import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { OnboardingChecklist } from '@hirelane/domain/onboarding/onboarding.schema';
import { jsonResponse } from '../../../test/json-response';
import { markSignedIn } from '../../auth/sign-in-mark';
import { ChecklistPanel } from './checklist-panel';
import { GetStartedChecklist } from './get-started-checklist';

vi.mock('../../../lib/confetti', () => ({ burstConfetti: vi.fn(() => Promise.resolve()) }));
const { burstConfetti } = await import('../../../lib/confetti');

const checklist = (done: string[], disabled: string[] = []): OnboardingChecklist => {
  const items = [
    ['connect_mailbox', 'Connect your mailbox', '/app/connect-mailbox'],
    ['create_project', 'Create your first project', '/app/projects'],
    ['invite_teammate', 'Invite a teammate', '/app/settings'],
  ] as const;
  const checklists = items.map(([id, label, href]) => ({
    id,
    label,
    href,
    completed: done.includes(id),
    disabled: disabled.includes(id),
  }));
  return {
    onboarding_completed: done.length === items.length,
    total: items.length,
    completed: done.length,
    progress_percentage: Math.round((done.length / items.length) * 100),
    checklists,
  };
};

describe('ChecklistPanel', () => {
  const renderPanel = (data: OnboardingChecklist, hidden = false) => {
    const onHiddenChange = vi.fn();
    render(
      <MemoryRouter>
        <ChecklistPanel checklist={data} hidden={hidden} onHiddenChange={onHiddenChange} />
      </MemoryRouter>,
    );
    return { onHiddenChange, user: userEvent.setup() };
  };

  it('shows the remaining count, the progress and each item', () => {
    renderPanel(checklist(['connect_mailbox'], ['invite_teammate']));
    const panel = screen.getByRole('region', { name: 'Get started' });
    expect(within(panel).getByTestId('checklist-remaining')).toHaveTextContent('2 steps left');
    expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(within(panel).getByTestId('checklist-progress')).toHaveTextContent('33%');

    const done = within(panel).getByTestId('checklist-item-connect_mailbox');
    expect(done.tagName).toBe('S');
    expect(done.closest('a')).toBeNull();

    expect(within(panel).getByRole('link', { name: /Create your first project/ })).toHaveAttribute(
      'href',
      '/app/projects',
    );
    const disabled = within(panel).getByTestId('checklist-item-invite_teammate');
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    expect(disabled.closest('a')).toBeNull();
  });

  it('opens another site, such as the extension’s page, in a new tab', () => {
    const data = checklist([]);
    data.checklists.push({
      id: 'install_extension',
      label: 'Install the browser extension',
      href: 'https://tools.hirelane.io/browser-extension',
      completed: false,
      disabled: false,
    });
    renderPanel(data);
    const link = screen.getByRole('link', { name: /Install the browser extension/ });
    expect(link).toHaveAttribute('href', 'https://tools.hirelane.io/browser-extension');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says one step in the singular', () => {
    renderPanel(checklist(['connect_mailbox', 'create_project']));
    expect(screen.getByTestId('checklist-remaining')).toHaveTextContent('1 step left');
  });

  it('hides into a pill and opens again', async () => {
    const open = renderPanel(checklist([]));
    await open.user.click(screen.getByRole('button', { name: 'Hide checklist' }));
    expect(open.onHiddenChange).toHaveBeenCalledWith(true);
  });

  it('shows a pill with the remaining count when hidden', async () => {
    const { user, onHiddenChange } = renderPanel(checklist(['create_project']), true);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const pill = screen.getByRole('button', { name: /Show checklist/ });
    expect(pill).toHaveTextContent('2 steps left');
    await user.click(pill);
    expect(onHiddenChange).toHaveBeenCalledWith(false);
  });
});

describe('GetStartedChecklist', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let answers: OnboardingChecklist[] = [];

  const session = {
    email: 'dana@acme.test',
    profile_info: {
      first_name: 'Dana',
      last_name: 'Lee',
      email: 'dana@acme.test',
      photo: '',
      current_company: 'Acme',
      has_onboarded: true,
      is_allowed: true,
      is_admin: false,
      joined_at: '2026-01-01T00:00:00.000Z',
      member_id: 'm1',
      extension_id: 'ext',
      permissions: [],
      current_workspace: { _id: 'w1', name: 'Acme' },
      subscription_info: null,
    },
  };

  const renderWidget = () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { unmount } = render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <GetStartedChecklist />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return Object.assign(queryClient, { unmount });
  };

  const SEEN_KEY = 'hirelane:checklist:seen:dana@acme.test:w1';

  beforeEach(() => {
    window.localStorage.clear();
    answers = [];
    fetchMock.mockImplementation((input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.startsWith('/sessioninfo'))
        return Promise.resolve(jsonResponse(200, { success: true, data: session }));
      const next = answers.length > 1 ? answers.shift() : answers[0];
      return Promise.resolve(jsonResponse(200, { success: true, data: next }));
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    fetchMock.mockReset();
    vi.mocked(burstConfetti).mockClear();
  });

  it('opens expanded on the first load after sign-in, only that once', async () => {
    markSignedIn();
    answers = [checklist(['connect_mailbox'])];
    const first = renderWidget();
    expect(await screen.findByRole('region', { name: 'Get started' })).toBeInTheDocument();
    await vi.waitFor(() => expect(window.localStorage.getItem(SEEN_KEY)).toBe('1'));
    first.unmount();

    // The next full load, nothing new: folded to the pill, still there to open.
    renderWidget();
    expect(await screen.findByRole('button', { name: /Show checklist/ })).toHaveTextContent(
      '2 steps left',
    );
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
    expect(burstConfetti).not.toHaveBeenCalled();
  });

  it('stays folded on a load without news, even the first one on this browser', async () => {
    answers = [checklist(['connect_mailbox'])];
    renderWidget();
    expect(await screen.findByRole('button', { name: /Show checklist/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
  });

  it('opens expanded with confetti on a load that finds more done than last seen', async () => {
    window.localStorage.setItem(SEEN_KEY, '1');
    answers = [checklist(['connect_mailbox', 'create_project'])];
    renderWidget();
    expect(await screen.findByRole('region', { name: 'Get started' })).toBeInTheDocument();
    await vi.waitFor(() => expect(burstConfetti).toHaveBeenCalledWith(100));
    await vi.waitFor(() => expect(window.localStorage.getItem(SEEN_KEY)).toBe('2'));
  });

  it('shows an incomplete checklist, hides it and shows it again', async () => {
    markSignedIn();
    answers = [checklist(['connect_mailbox'])];
    renderWidget();
    expect(await screen.findByRole('region', { name: 'Get started' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hide checklist' }));
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Show checklist/ }));
    expect(screen.getByRole('region', { name: 'Get started' })).toBeInTheDocument();
    expect(burstConfetti).not.toHaveBeenCalled();
  });

  it('is absent when onboarding was already complete on load', async () => {
    answers = [checklist(['connect_mailbox', 'create_project', 'invite_teammate'])];
    const queryClient = renderWidget();
    await vi.waitFor(() => expect(queryClient.getQueryData(['checklist', 'w1'])).toBeDefined());
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show checklist/ })).not.toBeInTheDocument();
  });

  it('celebrates progress, then completion, and leaves 6 s after completion', async () => {
    answers = [
      checklist(['connect_mailbox']),
      checklist(['connect_mailbox', 'create_project']),
      checklist(['connect_mailbox', 'create_project', 'invite_teammate']),
    ];
    markSignedIn();
    const queryClient = renderWidget();
    expect(await screen.findByTestId('checklist-remaining')).toHaveTextContent('2 steps left');

    await act(() => queryClient.refetchQueries({ queryKey: ['checklist'] }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('checklist-remaining')).toHaveTextContent('1 step left'),
    );
    expect(burstConfetti).toHaveBeenCalledTimes(1);
    expect(burstConfetti).toHaveBeenCalledWith(100);

    // Real time keeps running (React Query notifies on a timer); the dismissal timer is driven.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await act(() => queryClient.refetchQueries({ queryKey: ['checklist'] }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('checklist-remaining')).toHaveTextContent('All done!'),
    );
    expect(burstConfetti).toHaveBeenCalledTimes(2);

    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('region', { name: 'Get started' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument(),
    );
  });
});
