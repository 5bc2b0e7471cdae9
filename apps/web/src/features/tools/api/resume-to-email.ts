import {
  resumeToEmailResponse,
  type EmailDraft,
} from '@hirelane/domain/tools/resume-to-email.schema';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload-with-progress';

export type DraftRequest = {
  file: File;
  jobDescription: string;
  recruiterName: string;
  recruiterCompany: string;
};

/** POST /api/tools/resume-to-email: the resume and the job description → an e-mail draft. */
export const requestEmailDraft = async (
  request: DraftRequest,
  onProgress?: (progress: UploadProgress) => void,
): Promise<EmailDraft> => {
  const form = new FormData();
  form.append('job_description', request.jobDescription);
  form.append('recruiter_name', request.recruiterName);
  form.append('recruiter_company', request.recruiterCompany);
  form.append('file', request.file);
  const answer = await uploadWithProgress(
    '/api/tools/resume-to-email',
    form,
    resumeToEmailResponse,
    onProgress ? { onProgress } : {},
  );
  return answer.data;
};
