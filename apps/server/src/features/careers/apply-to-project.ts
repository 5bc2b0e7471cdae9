import { randomUUID } from 'node:crypto';
import {
  splitFullName,
  type CareerApplication,
} from '@hirelane/domain/careers/career-application.schema';
import { internationalPhone } from '@hirelane/domain/candidates/manual-candidate.schema';
import type { ParsedResume } from '@hirelane/domain/candidates/parsed-resume.schema';
import type { AppContext } from '../../app-context';
import { withTransaction } from '../../db/transaction';
import type { UpsertProfile } from '../candidates/upsert-candidate';
import { upsertCandidate } from '../candidates/upsert-candidate';
import { insertStoredFile } from '../imports/import-job-store';
import { resumeToProfile } from '../imports/resumes/resume-profile';
import { cleanFilename } from '../imports/resumes/resume-upload';
import { touchProjectActivity } from '../projects/project-store';
import type { CareerWorkspace, PublishedJob } from './career-page-store';
import { applicationReceivedMail } from './application-mail';

export type AcceptedResume = {
  filename: string;
  bytes: Buffer;
  contentType: string;
  parsed: ParsedResume;
};

export const careerResumeKey = (workspaceId: string, projectId: string, fileId: string) =>
  `workspaces/${workspaceId}/careers/${projectId}/resumes/${fileId}`;

/** What the form says wins; the resume fills in what the form does not ask (work, skills). */
const profileOf = (
  form: CareerApplication,
  resume: AcceptedResume | null,
  fileId: string | null,
): UpsertProfile => {
  const fromResume = resume && fileId ? resumeToProfile(resume.parsed, fileId) : null;
  const base = fromResume?.ok ? fromResume.profile : null;
  const phone =
    form.phone_country && form.phone_number
      ? internationalPhone(form.phone_country, form.phone_number)
      : null;
  const name = splitFullName(form.full_name);
  return {
    first_name: name.first_name.slice(0, 100),
    last_name: name.last_name.slice(0, 100),
    full_name: form.full_name,
    email: form.email,
    linkedin_url: form.linkedin_url ?? base?.linkedin_url ?? null,
    phone_numbers: phone ? [phone] : (base?.phone_numbers ?? []),
    current_company: base?.current_company ?? null,
    designation: base?.designation ?? null,
    current_city: base?.current_city ?? null,
    country: base?.country ?? null,
    normalized_title: base?.normalized_title ?? null,
    skills: base?.skills ?? [],
    summary: base?.summary ?? null,
    experience: base?.experience ?? [],
    education: base?.education ?? [],
    resume_file_id: fileId,
  };
};

/**
 * One application from the career page (decision 039): the resume stored, then in ONE transaction
 * its file row, the person created or merged by e-mail / LinkedIn key (decision 006) and linked to
 * the project at its entry stage with source career_page. The confirmation e-mail goes after the
 * commit; a mail failure does not undo the application.
 */
export const applyToProject = async (
  app: Pick<AppContext, 'pool' | 'storage' | 'mailer'>,
  target: { workspace: CareerWorkspace; job: PublishedJob },
  form: CareerApplication,
  resume: AcceptedResume | null,
  log: (error: unknown) => void,
): Promise<void> => {
  const workspaceId = target.workspace.id;
  const projectId = target.job.projectId;
  const fileId = resume ? randomUUID() : null;
  const key = fileId ? careerResumeKey(workspaceId, projectId, fileId) : null;
  const stored = resume && key ? await app.storage.put(key, resume.bytes) : null;
  try {
    await withTransaction(app.pool, async (tx) => {
      if (resume && stored && fileId)
        await insertStoredFile(tx.sql, {
          id: fileId,
          workspaceId,
          storageKey: stored.key,
          filename: cleanFilename(resume.filename),
          contentType: resume.contentType,
          size: stored.size,
          sha256: stored.sha256,
          userId: null,
        });
      await upsertCandidate(
        tx.db,
        workspaceId,
        projectId,
        profileOf(form, resume, fileId),
        'career_page',
        null,
      );
      await touchProjectActivity(tx.db, workspaceId, projectId);
    });
  } catch (error) {
    if (key) await app.storage.remove(key).catch(() => undefined);
    throw error;
  }
  await app.mailer
    .send(applicationReceivedMail(form, target.workspace, target.job))
    .catch((error: unknown) => log(error));
};
