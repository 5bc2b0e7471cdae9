import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Candidate } from '@hirelane/domain/candidates/candidate.schema';
import {
  CONTACT_REVEAL_DO_NOT_CONTACT,
  CONTACT_REVEAL_NOT_CONFIGURED,
  REVEAL_MESSAGES,
} from '@hirelane/domain/candidates/contact-reveal.schema';
import { PROJECT_ID, bodyOf, renderInProject, urlOf } from '../../pipeline/test/pipeline-test-kit';
import { jsonResponse } from '../../../test/json-response';
import { CandidatePage } from '../pages/candidate-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const person = (overrides: Partial<Candidate> = {}): Candidate => ({
  _id: 'c-grace',
  full_name: 'Grace Hopper',
  project: { _id: PROJECT_ID, name: 'Compilers' },
  profile: {
    first_name: 'Grace',
    last_name: 'Hopper',
    current_company: 'US Navy',
    designation: null,
    email: 'grace@example.test',
    linkedin_url: 'linkedin.com/in/grace',
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
  contact_reveal: { configured: true, revealed_at: null },
  created_at: '2026-01-02T09:00:00Z',
  updated_at: '2026-01-03T10:00:00Z',
  ...overrides,
});

const balanceOf = (balance: number) =>
  jsonResponse(200, {
    success: true,
    data: {
      balance,
      plan_name: 'pro',
      plan_status: 'active',
      credits_per_month: 2000,
      current_period_end: null,
      period_granted: 0,
      period_used: 0,
      next_grant_at: null,
    },
  });

/** A fake API: the person, a balance of 5 that drops after the reveal, and the reveal itself. */
const renderPage = (candidate: Candidate) => {
  let balance = 5;
  const reveals: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = urlOf(input);
      if (url.pathname === `/api/candidate/get/${candidate._id}`)
        return jsonResponse(200, { success: true, data: candidate });
      if (url.pathname === '/api/subscription/balance') return balanceOf(balance);
      if (url.pathname === `/api/candidate/${candidate._id}/reveal-contact`) {
        reveals.push(bodyOf(init));
        balance -= 1;
        return jsonResponse(200, {
          success: true,
          message: REVEAL_MESSAGES.revealed,
          data: {
            outcome: 'revealed',
            email: 'grace@example.test',
            phone_numbers: ['+1 202 555 0100'],
            added: { email: null, phone_numbers: ['+1 202 555 0100'] },
            credits_charged: 1,
            balance,
            revealed_at: '2026-03-01T12:00:00.000Z',
          },
        });
      }
      return jsonResponse(404, { success: false, message: 'Not found' });
    }),
  );
  renderInProject(<CandidatePage />, {
    path: `/app/projects/${PROJECT_ID}/candidate/${candidate._id}`,
    route: '/app/projects/:id/candidate/:candidateID?',
  });
  return reveals;
};

const contact = async () => screen.findByRole('region', { name: 'Contact details' });

describe('Reveal contact on the candidate page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows the cost for a person without a phone, reveals and shows the found number', async () => {
    const reveals = renderPage(person());
    const button = await within(await contact()).findByRole('button', {
      name: 'Reveal contact · 1 credit · 4 left',
    });
    await userEvent.click(button);
    expect(reveals).toEqual([{ project_id: PROJECT_ID }]);
    expect(
      await within(await contact()).findByRole('link', { name: '+1 202 555 0100' }),
    ).toBeInTheDocument();
    expect(within(await contact()).getByText(/^Contact revealed on /)).toBeInTheDocument();
    expect(within(await contact()).queryByRole('button', { name: /Reveal contact/ })).toBeNull();
    expect(toast.success).toHaveBeenCalledWith(REVEAL_MESSAGES.revealed);
  });

  it('is not offered for a person who has an e-mail and a phone', async () => {
    renderPage(person({ profile: { ...person().profile, phone_numbers: ['+1 202 555 0100'] } }));
    await within(await contact()).findByRole('link', { name: '+1 202 555 0100' });
    expect(screen.queryByRole('button', { name: /Reveal contact/ })).toBeNull();
  });

  it('is disabled with how to configure it when no provider is configured', async () => {
    renderPage(person({ contact_reveal: { configured: false, revealed_at: null } }));
    const button = await within(await contact()).findByRole('button', { name: /Reveal contact/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(CONTACT_REVEAL_NOT_CONFIGURED);
  });

  it('is disabled for a person marked do-not-contact', async () => {
    renderPage(
      person({ do_not_contact: { at: '2026-02-03T10:00:00.000Z', reason: 'Asked', by: null } }),
    );
    const button = await within(await contact()).findByRole('button', { name: /Reveal contact/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(CONTACT_REVEAL_DO_NOT_CONTACT);
  });
});
