import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Candidate } from '@hirelane/domain/candidates/candidate.schema';
import {
  DO_NOT_CONTACT_DENIED_MESSAGE,
  DO_NOT_CONTACT_LIFTED_MESSAGE,
  DO_NOT_CONTACT_MARKED_MESSAGE,
  type DoNotContact,
} from '@hirelane/domain/candidates/do-not-contact.schema';
import { PROJECT_ID, bodyOf, renderInProject, urlOf } from '../../pipeline/test/pipeline-test-kit';
import { jsonResponse } from '../../../test/json-response';
import { CandidatePage } from '../pages/candidate-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const person = (overrides: Partial<Candidate> = {}): Candidate => ({
  _id: 'c-grace',
  full_name: 'Grace Hopper',
  project: { _id: PROJECT_ID, name: 'Compilers' },
  profile: {
    first_name: 'Grace',
    last_name: 'Hopper',
    current_company: null,
    designation: null,
    email: 'grace@example.test',
    linkedin_url: null,
    phone_numbers: [],
    current_city: null,
    country: null,
    normalized_title: null,
    skills: [],
  },
  source: 'csv',
  summary: null,
  experience: [],
  education: [],
  stage: 'shortlisted',
  sub_stage: null,
  stage_history: [],
  notes: [],
  custom_fields: [],
  custom_values: {},
  resume: null,
  projects: [{ _id: PROJECT_ID, name: 'Compilers', stage: 'shortlisted' }],
  do_not_contact: null,
  can_change_do_not_contact: true,
  can_erase: false,
  contact_reveal: { configured: false, revealed_at: null },
  created_at: '2026-01-02T09:00:00Z',
  updated_at: '2026-01-03T10:00:00Z',
  ...overrides,
});

const MARKED: DoNotContact = {
  at: '2026-02-03T10:00:00.000Z',
  reason: 'Unsubscribed from a campaign e-mail',
  by: null,
};

/** A fake API holding the person's state: PUT do-not-contact answers as the server does. */
const renderPage = (candidate: Candidate, put?: () => Response) => {
  const puts: unknown[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = urlOf(input);
    if (url.pathname === `/api/candidate/get/${candidate._id}`)
      return jsonResponse(200, { success: true, data: candidate });
    if (url.pathname === `/api/candidate/${candidate._id}/do-not-contact`) {
      const body = bodyOf(init) as { do_not_contact: boolean; reason?: string };
      puts.push(body);
      if (put) return put();
      const state = body.do_not_contact
        ? {
            at: '2026-03-01T12:00:00.000Z',
            reason: body.reason ?? null,
            by: { first_name: 'Robin', last_name: 'Recruiter' },
          }
        : null;
      return jsonResponse(200, {
        success: true,
        message: state ? DO_NOT_CONTACT_MARKED_MESSAGE : DO_NOT_CONTACT_LIFTED_MESSAGE,
        data: { do_not_contact: state, stopped_sequences: state ? 1 : 0 },
      });
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderInProject(<CandidatePage />, {
    path: `/app/projects/${PROJECT_ID}/candidate/${candidate._id}`,
    route: '/app/projects/:id/candidate/:candidateID?',
  });
  return { puts };
};

describe('DoNotContactPanel on the candidate page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('marks the person do-not-contact with a required reason', async () => {
    const { puts } = renderPage(person());
    const panel = await screen.findByRole('region', { name: 'Contact permission' });
    expect(panel).toHaveTextContent('Campaigns may contact Grace Hopper on every channel.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark do-not-contact' }));

    const dialog = await screen.findByRole('dialog', { name: 'Mark do-not-contact' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark do-not-contact' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Say why this person must not be contacted.',
    );
    expect(puts).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Asked us on the phone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark do-not-contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts).toEqual([{ do_not_contact: true, reason: 'Asked us on the phone.' }]);
    expect(toast.success).toHaveBeenCalledWith(DO_NOT_CONTACT_MARKED_MESSAGE, { duration: 6000 });

    const banner = screen.getByRole('region', { name: 'Do not contact' });
    expect(within(banner).getByRole('heading', { name: 'Do not contact' })).toBeInTheDocument();
    expect(banner).toHaveTextContent('Reason: Asked us on the phone.');
    expect(banner).toHaveTextContent('Marked by Robin Recruiter on');
    expect(screen.queryByRole('region', { name: 'Contact permission' })).toBeNull();
  });

  it('shows a refusal inside the dialog', async () => {
    renderPage(person(), () =>
      jsonResponse(403, { success: false, message: DO_NOT_CONTACT_DENIED_MESSAGE }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Mark do-not-contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark do-not-contact' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Legal hold');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark do-not-contact' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      DO_NOT_CONTACT_DENIED_MESSAGE,
    );
    expect(screen.queryByRole('region', { name: 'Do not contact' })).toBeNull();
  });

  it('lifts it only after confirming', async () => {
    const { puts } = renderPage(person({ do_not_contact: MARKED }));
    const banner = await screen.findByRole('region', { name: 'Do not contact' });
    expect(banner).toHaveTextContent('Reason: Unsubscribed from a campaign e-mail');
    expect(banner).toHaveTextContent(/^Do not contact.*Marked on/);

    await userEvent.click(within(banner).getByRole('button', { name: 'Lift do-not-contact' }));
    const confirm = await screen.findByRole('dialog', { name: 'Lift do-not-contact?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(puts).toEqual([]);
    expect(screen.getByRole('region', { name: 'Do not contact' })).toBeInTheDocument();

    await userEvent.click(within(banner).getByRole('button', { name: 'Lift do-not-contact' }));
    const again = await screen.findByRole('dialog', { name: 'Lift do-not-contact?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Lift do-not-contact' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Do not contact' })).toBeNull(),
    );
    expect(puts).toEqual([{ do_not_contact: false }]);
    expect(toast.success).toHaveBeenCalledWith(DO_NOT_CONTACT_LIFTED_MESSAGE, { duration: 6000 });
    expect(screen.getByRole('region', { name: 'Contact permission' })).toBeInTheDocument();
  });

  it('shows the state, without controls, to a collaborator', async () => {
    renderPage(person({ do_not_contact: MARKED, can_change_do_not_contact: false }));
    const banner = await screen.findByRole('region', { name: 'Do not contact' });
    expect(banner).toHaveTextContent('Reason: Unsubscribed from a campaign e-mail');
    expect(within(banner).queryByRole('button')).toBeNull();
  });

  it('offers no control to a collaborator while the person may be contacted', async () => {
    renderPage(person({ can_change_do_not_contact: false }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contact permission' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark do-not-contact' })).toBeNull();
  });
});
