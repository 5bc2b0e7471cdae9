import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { withTransaction } from '../../db/transaction';
import { unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { checkApplicationResume, type UploadedResume } from '../careers/application-resume';
import { insertStoredFile } from '../imports/import-job-store';
import { resumeToProfile } from '../imports/resumes/resume-profile';
import { cleanFilename } from '../imports/resumes/resume-upload';
import { requireSharedProject, submitToProject } from './submit-to-project';

export const NO_RESUME = 'Attach a resume (field "resume").';

export const partnerResumeKey = (workspaceId: string, projectId: string, fileId: string) =>
  `workspaces/${workspaceId}/partners/${projectId}/resumes/${fileId}`;

/**
 * A submission by resume: the resume import's checks and parser (size, first bytes, then the
 * parser process's inspection), the person read from it, then the form's rules. The file is
 * stored first and removed again if the submission is refused.
 */
export const submitByResume = async (
  app: Pick<AppContext, 'db' | 'pool' | 'storage'>,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  read: () => Promise<{ resume: UploadedResume | null; note: string | null }>,
): Promise<{ submissionId: string }> => {
  // An unshared project is 404 before any byte of the upload is read or stored.
  await requireSharedProject(app.db, tenant, userId, projectId);
  const { resume, note } = await read();
  if (!resume)
    throw unprocessable(NO_RESUME, [{ path: 'resume', message: 'This field is required.' }]);
  const checked = await checkApplicationResume(resume);
  if (!checked.ok)
    throw unprocessable(checked.reason, [{ path: 'resume', message: checked.reason }]);
  const fileId = randomUUID();
  const mapped = resumeToProfile(checked.parsed, fileId);
  if (!mapped.ok) throw unprocessable(mapped.reason, [{ path: 'resume', message: mapped.reason }]);
  const key = partnerResumeKey(tenant.workspaceId, projectId, fileId);
  const stored = await app.storage.put(key, resume.bytes);
  try {
    return await withTransaction(app.pool, async (tx) => {
      await insertStoredFile(tx.sql, {
        id: fileId,
        workspaceId: tenant.workspaceId,
        storageKey: stored.key,
        filename: cleanFilename(resume.filename),
        contentType: checked.contentType,
        size: stored.size,
        sha256: stored.sha256,
        userId,
      });
      return submitToProject(tx.db, tenant, userId, projectId, mapped.profile, note);
    });
  } catch (error) {
    await app.storage.remove(key).catch(() => undefined);
    throw error;
  }
};
