import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Candidate } from '@hirelane/domain/candidates/candidate.schema';
import { ERASED_MESSAGE } from '@hirelane/domain/candidates/erasure.schema';
import { PROJECT_ID, renderInProject, urlOf } from '../../pipeline/test/pipeline-test-kit';
import { jsonResponse } from '../../../test/json-response';
import { CandidatePage } from '../pages/candidate-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const person = (overrides: Partial<Candidate> = {}): Candidate => ({
  _id: 'c-ada',
  full_name: 'Ada Lovelace',
  project: { _id: PROJECT_ID, name: 'Engines' },
  profile: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    current_company: null,
    designation: null,
    email: 'ada@example.test',
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
  projects: [{ _id: PROJECT_ID, name: 'Engines', stage: 'shortlisted' }],
  do_not_contact: null,
  can_change_do_not_contact: true,
  can_erase: true,
  contact_reveal: { configured: false, revealed_at: null },
  created_at: '2026-01-02T09:00:00Z',
  updated_at: '2026-01-03T10:00:00Z',
  ...overrides,
});

const renderPage = (candidate: Candidate, erase?: () => Response) => {
  const erasures: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = urlOf(input);
      if (url.pathname === `/api/candidate/get/${candidate._id}`)
        return jsonResponse(200, { success: true, data: candidate });
      if (url.pathname === `/api/candidate/${candidate._id}/erase`) {
        erasures.push(url.pathname);
        if (erase) return erase();
        return jsonResponse(200, {
          success: true,
          message: ERASED_MESSAGE,
          data: {
            candidate_id: candidate._id,
            erased_at: '2026-03-01T12:00:00.000Z',
            removed_files: 1,
            suppressed: ['email'],
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
  return { erasures };
};

const openDialog = async () => {
  const section = await screen.findByRole('region', { name: 'Erase this person' });
  await userEvent.click(within(section).getByRole('button', { name: 'Erase this person' }));
  return screen.findByRole('dialog', { name: 'Erase Ada Lovelace?' });
};

describe('Erase this person on the candidate page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('is not offered to someone who may not erase', async () => {
    renderPage(person({ can_erase: false }));
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    expect(screen.queryByRole('region', { name: 'Erase this person' })).toBeNull();
  });

  it('says what goes, wants the name typed, then erases and returns to the pipeline', async () => {
    const { erasures } = renderPage(person());
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('cannot be undone');
    expect(dialog).toHaveTextContent('interview answers and recordings');
    const confirm = within(dialog).getByRole('button', { name: 'Erase for good' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Type “Ada Lovelace” to confirm'), 'Ada');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/to confirm/), ' lovelace');
    await userEvent.click(confirm);

    await screen.findByText(`Now at /app/projects/${PROJECT_ID}/pipeline`);
    expect(erasures).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith(ERASED_MESSAGE, { duration: 8000 });
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    renderPage(person(), () =>
      jsonResponse(403, { success: false, message: 'Only workspace owners and admins can erase.' }),
    );
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/to confirm/), 'Ada Lovelace');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase for good' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Only workspace owners and admins can erase.',
      ),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });
});
