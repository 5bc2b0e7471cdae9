import {
  createResumeParserPool,
  type ResumeParserPool,
} from '../../../integrations/resume-parser/resume-parser-pool';

let shared: ResumeParserPool | null = null;

/**
 * The one parser pool of this process, created on the first resume import. Its child processes
 * are unref'd while idle (the pool refs one only while it parses) and exit after 30 s idle, so an
 * idle pool never keeps the process alive; `closeSharedResumeParser` stops them for good.
 */
export const sharedResumeParser = (): ResumeParserPool => {
  shared ??= createResumeParserPool();
  return shared;
};

export const closeSharedResumeParser = async (): Promise<void> => {
  const pool = shared;
  shared = null;
  await pool?.close();
};
