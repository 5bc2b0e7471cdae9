import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MANUAL_CANDIDATE_MESSAGES } from '@hirelane/domain/candidates/manual-candidate.schema';
import { AppSessionContext } from '../../../lib/app-session-context';
import { setCurrentWorkspaceId } from '../../../lib/current-workspace';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { bodyOf, urlOf } from '../test/pipeline-test-kit';
import { useState } from 'react';
import { AddCandidateButton } from './add-candidate-button';
import { EmptyPipeline } from './pipeline-empty';

const PROJECT_ID = 'p-1';
const fetchMock = vi.fn<typeof fetch>();

const renderButton = () => {
  const session = sessionFixture();
  return renderWithApp(
    <AppSessionContext.Provider value={session}>
      <AddCandidateButton projectId={PROJECT_ID} />
    </AppSessionContext.Provider>,
    { session, path: `/app/projects/${PROJECT_ID}/pipeline` },
  );
};

const openForm = async () => {
  const user = userEvent.setup({ delay: null });
  renderButton();
  await user.click(screen.getByRole('button', { name: 'Add candidate' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add candidate' });
  return { user, dialog };
};

function EmptyPipelineWithForm() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <AddCandidateButton projectId={PROJECT_ID} open={open} onOpenChange={setOpen} />
      <EmptyPipeline projectId={PROJECT_ID} onAddCandidate={() => setOpen(true)} />
    </>
  );
}

describe('AddCandidateButton', () => {
  it('opens the same form from the empty pipeline, which offers CSV, resumes and one by hand', async () => {
    const user = userEvent.setup({ delay: null });
    const session = sessionFixture();
    renderWithApp(
      <AppSessionContext.Provider value={session}>
        <EmptyPipelineWithForm />
      </AppSessionContext.Provider>,
      { session, path: `/app/projects/${PROJECT_ID}/pipeline` },
    );
    expect(screen.getByRole('link', { name: 'Upload CSV' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload resumes' })).toBeInTheDocument();
    const [, fromEmptyState] = screen.getAllByRole('button', { name: 'Add candidate' });
    await user.click(fromEmptyState!);
    const dialog = await screen.findByRole('dialog', { name: 'Add candidate' });
    expect(within(dialog).getByLabelText('First name')).toBeInTheDocument();
  });

  beforeEach(() => {
    setCurrentWorkspaceId('ws-1');
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    setCurrentWorkspaceId(null);
  });

  it('asks for a first name and a phone number of the country’s length, before any call', async () => {
    const { user, dialog } = await openForm();
    await user.selectOptions(within(dialog).getByLabelText('Phone country'), 'GB');
    await user.type(within(dialog).getByLabelText('Phone'), '7400 1234');
    await user.click(within(dialog).getByRole('button', { name: 'Add candidate' }));

    expect(within(dialog).getByLabelText('First name')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(within(dialog).getByLabelText('Phone')).toHaveAccessibleDescription(
      'The phone number must be a 10-digit number.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it(
    'sends the person and says when they were already in the workspace',
    { timeout: 15_000 },
    async () => {
      fetchMock.mockResolvedValue(
        jsonResponse(200, {
          success: true,
          message: MANUAL_CANDIDATE_MESSAGES.merged,
          data: { candidate_id: 'c-9', outcome: 'merged' },
        }),
      );
      const { user, dialog } = await openForm();
      await user.type(within(dialog).getByLabelText('First name'), 'Ada');
      await user.type(within(dialog).getByLabelText('Last name'), 'Lovelace');
      await user.type(within(dialog).getByLabelText('E-mail'), 'ada@example.com');
      await user.selectOptions(within(dialog).getByLabelText('Phone country'), 'GB');
      await user.type(within(dialog).getByLabelText('Phone'), '7400 123456');
      await user.type(within(dialog).getByLabelText('Title'), 'Analyst');
      await user.type(within(dialog).getByLabelText(/Note/), 'Met at a meetup.');
      await user.click(within(dialog).getByRole('button', { name: 'Add candidate' }));

      expect(await within(dialog).findByRole('status')).toHaveTextContent(
        MANUAL_CANDIDATE_MESSAGES.merged,
      );
      expect(within(dialog).getByRole('link', { name: 'Open candidate' })).toHaveAttribute(
        'href',
        `/app/projects/${PROJECT_ID}/candidate/c-9`,
      );
      const [input, init] = fetchMock.mock.calls[0] ?? [];
      expect(input && urlOf(input).pathname).toBe(`/api/project/${PROJECT_ID}/candidate/create`);
      expect(init?.method).toBe('POST');
      expect(bodyOf(init)).toMatchObject({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone_country: 'GB',
        phone_number: '7400 123456',
        designation: 'Analyst',
        note: 'Met at a meetup.',
      });
    },
  );

  it('shows the server’s field errors next to their fields', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        success: false,
        message: 'Validation failed.',
        errors: [{ path: 'linkedin_url', message: 'Please enter a LinkedIn profile URL.' }],
      }),
    );
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText('First name'), 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Add candidate' }));
    expect(await within(dialog).findByText('Please enter a LinkedIn profile URL.')).toBeVisible();
    expect(within(dialog).getByLabelText('LinkedIn URL')).toHaveAttribute('aria-invalid', 'true');
  });
});
