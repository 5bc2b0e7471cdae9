import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmailDraft } from '@hirelane/domain/tools/resume-to-email.schema';
import { ApiError } from '../../../lib/api-error';
import { requestEmailDraft } from '../api/resume-to-email';
import { ResumeToEmailPage } from './resume-to-email-page';

vi.mock('../api/resume-to-email', () => ({ requestEmailDraft: vi.fn() }));
const requestDraft = vi.mocked(requestEmailDraft);

const DRAFT: EmailDraft = {
  subject: 'Charge Nurse at Austin Health',
  body: 'Hi Sarah,\n\nWould you be open to a call?',
  writer: { kind: 'local_rules', label: 'Built-in writer (no AI model configured)' },
  notice: null,
  candidate: {
    name: 'Sarah Johnson',
    title: 'Charge Nurse',
    company: 'St. David’s',
    matched_skills: ['Triage'],
  },
};

const resume = new File(['%PDF-1.7'], 'sarah.pdf', { type: 'application/pdf' });

const fillIn = async (file: File = resume) => {
  await userEvent.upload(screen.getByLabelText(/^Resume \(PDF/), file, { applyAccept: false });
  await userEvent.type(screen.getByLabelText(/^Job description/), 'Charge Nurse{Enter}Triage.');
};

describe('ResumeToEmailPage', () => {
  afterEach(() => requestDraft.mockReset());

  it('sends the resume and job, then shows the draft, its writer and a Copy button', async () => {
    requestDraft.mockResolvedValue(DRAFT);
    render(<ResumeToEmailPage />);
    expect(document.title).toBe('Resume to Email Generator · Hirelane');
    await fillIn();
    await userEvent.type(screen.getByLabelText('Your company (optional)'), 'Austin Health');
    await userEvent.click(screen.getByRole('button', { name: 'Write the e-mail' }));
    expect(requestDraft).toHaveBeenCalledWith({
      file: resume,
      jobDescription: 'Charge Nurse\nTriage.',
      recruiterName: '',
      recruiterCompany: 'Austin Health',
    });
    expect(await screen.findByText('Charge Nurse at Austin Health')).toBeInTheDocument();
    expect(screen.getByText('Built-in writer (no AI model configured)')).toBeInTheDocument();
    expect(screen.getByText(/skills the job asks for too: Triage/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the e-mail draft' })).toBeEnabled();
  });

  it('asks for the file and the job description before sending', async () => {
    render(<ResumeToEmailPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Write the e-mail' }));
    expect(screen.getByText('Choose a resume (PDF or DOCX).')).toBeInTheDocument();
    expect(screen.getByText('Paste the job description.')).toBeInTheDocument();
    await fillIn(new File(['x'], 'photo.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Write the e-mail' }));
    expect(screen.getByText('Choose a PDF or a Word (.docx) file.')).toBeInTheDocument();
    expect(requestDraft).not.toHaveBeenCalled();
  });

  it('shows the server’s message, e.g. the hourly limit', async () => {
    requestDraft.mockRejectedValue(
      new ApiError({ status: 429, message: 'You have generated 10 drafts in the last hour.' }),
    );
    render(<ResumeToEmailPage />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Write the e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have generated 10 drafts in the last hour.',
    );
  });
});
