import type { AppContext } from '../../../app-context';
import type { ResumeParserPool } from '../../../integrations/resume-parser/resume-parser-pool';
import { RESUME_PARSER_CLOSED } from '../../../integrations/resume-parser/resume-refusal-reasons';
import { upsertCandidate } from '../../candidates/upsert-candidate';
import { PersonSuppressedError } from '../../candidates/suppression-check';
import { deleteStoredFiles } from '../erased-files-store';
import { touchProjectActivity } from '../../projects/project-store';
import {
  claimFile,
  findResumeImport,
  finishFile,
  listOpenFiles,
  lockOpenFile,
  markResumeImportFinished,
  markResumeImportRunning,
  refreshImportCounts,
  type FileResult,
  type OpenImportFile,
  type ResumeImportRow,
} from './resume-import-store';
import { resumeToProfile } from './resume-profile';
import { sharedResumeParser } from './resume-shared-parser';

export type ResumeImportData = {
  importId: string;
  workspaceId: string;
  projectId: string;
  userId: string | null;
};

export const RESUME_NOT_STORED = 'The uploaded file is no longer stored. Upload the resume again.';

/** The parser went away (process shutting down): leave the file open for the retried job. */
export class ResumeParserGone extends Error {}

type Run = {
  app: Pick<AppContext, 'db' | 'storage'>;
  job: ResumeImportRow;
  parser: ResumeParserPool;
  userId: string | null;
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A file's final status and the import's counts, together. */
const closeFile = ({ app, job }: Run, fileId: string, result: FileResult) =>
  app.db.transaction(async (tx) => {
    await finishFile(tx, job.workspace_id, fileId, result);
    await refreshImportCounts(tx, job.workspace_id, job.id);
  });

/** The parsed person into the project, the file marked done, the counts: one transaction. */
const saveCandidate = async (
  { app, job, userId }: Run,
  file: OpenImportFile & { file_id: string },
  profile: Parameters<typeof upsertCandidate>[3],
) =>
  app.db.transaction(async (tx) => {
    if (!(await lockOpenFile(tx, job.workspace_id, file.id))) return false;
    const result = await upsertCandidate(
      tx,
      job.workspace_id,
      job.project_id,
      profile,
      'resume',
      userId,
    );
    await finishFile(tx, job.workspace_id, file.id, {
      status: 'done',
      outcome: result.outcome === 'created' ? 'created' : 'merged',
      candidateId: result.candidateId,
    });
    await refreshImportCounts(tx, job.workspace_id, job.id);
    return true;
  });

/**
 * An erased person's resume (a suppression in force, decision 036): the file is refused with the
 * reason, and its stored file and bytes are not kept.
 */
const refuseErasedPerson = async (
  { app, job }: Run,
  importFileId: string,
  storedFileId: string,
  reason: string,
) => {
  const keys = await app.db.transaction(async (tx) => {
    await finishFile(tx, job.workspace_id, importFileId, { status: 'refused', reason });
    await refreshImportCounts(tx, job.workspace_id, job.id);
    return deleteStoredFiles(tx, job.workspace_id, [storedFileId]);
  });
  await Promise.allSettled(keys.map((key) => app.storage.remove(key)));
};

/** Reads, parses and saves one file. Returns true when a candidate was saved. */
const processFile = async (run: Run, file: OpenImportFile): Promise<boolean> => {
  const { app, job } = run;
  if (!(await claimFile(app.db, job.workspace_id, file.id))) return false;
  if (!file.storage_key || !file.file_id) {
    await closeFile(run, file.id, { status: 'failed', reason: RESUME_NOT_STORED });
    return false;
  }
  let bytes: Buffer;
  try {
    bytes = await app.storage.read(file.storage_key);
  } catch {
    await closeFile(run, file.id, { status: 'failed', reason: RESUME_NOT_STORED });
    return false;
  }
  const parsed = await run.parser.parse(
    new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  );
  if (!parsed.ok) {
    if (parsed.reason === RESUME_PARSER_CLOSED) throw new ResumeParserGone(parsed.reason);
    await closeFile(run, file.id, { status: 'refused', reason: parsed.reason });
    return false;
  }
  const mapped = resumeToProfile(parsed.resume, file.file_id);
  if (!mapped.ok) {
    await closeFile(run, file.id, { status: 'refused', reason: mapped.reason });
    return false;
  }
  try {
    return await saveCandidate(run, { ...file, file_id: file.file_id }, mapped.profile);
  } catch (error) {
    if (error instanceof PersonSuppressedError) {
      await refuseErasedPerson(run, file.id, file.file_id, error.message);
      return false;
    }
    await closeFile(run, file.id, {
      status: 'failed',
      reason: `The candidate could not be saved (${errorText(error)}).`,
    });
    return false;
  }
};

/** Runs `work` over the items, `lanes` at a time; the first error stops taking new items. */
const inLanes = async <T>(
  items: readonly T[],
  lanes: number,
  work: (item: T) => Promise<void>,
): Promise<void> => {
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      const item = items[next] as T;
      next += 1;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const results = await Promise.allSettled(
    Array.from({ length: Math.min(lanes, items.length) }, lane),
  );
  const rejected = results.find((result) => result.status === 'rejected');
  if (rejected) throw rejected.reason;
};

/**
 * Runs one resume import: every file still queued (or caught mid-parse by a crash) is parsed in
 * the pool of parser processes, as many at once as the pool has processes, and each parsed
 * person is saved in its own transaction. Files already done or refused are skipped, so a retried
 * job picks up where the last one stopped. The import ends completed; failed only on an
 * unexpected error outside a single file.
 */
export const runResumeImport = async (
  app: Pick<AppContext, 'db' | 'storage'>,
  data: ResumeImportData,
  options: { parser?: ResumeParserPool } = {},
): Promise<'skipped' | 'completed' | 'failed'> => {
  const job = await findResumeImport(app.db, data.workspaceId, data.importId);
  if (!job || job.kind !== 'resume' || job.status === 'completed' || job.status === 'failed')
    return 'skipped';
  const parser = options.parser ?? sharedResumeParser();
  const run: Run = { app, job, parser, userId: data.userId ?? job.created_by_user_id };
  try {
    await markResumeImportRunning(app.db, job.workspace_id, job.id);
    const files = await listOpenFiles(app.db, job.workspace_id, job.id);
    let saved = 0;
    await inLanes(files, parser.size, async (file) => {
      if (await processFile(run, file)) saved += 1;
    });
    if (saved > 0) await touchProjectActivity(app.db, job.workspace_id, job.project_id);
    await app.db.transaction((tx) => markResumeImportFinished(tx, job.workspace_id, job.id, null));
    return 'completed';
  } catch (error) {
    // A shutdown is not the import's fault: the job fails, pg-boss retries it later.
    if (error instanceof ResumeParserGone) throw error;
    const message = `The import stopped unexpectedly (${errorText(error)}). The files already read were kept.`;
    await app.db.transaction((tx) =>
      markResumeImportFinished(tx, job.workspace_id, job.id, message),
    );
    return 'failed';
  }
};
