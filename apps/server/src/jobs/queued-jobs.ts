import { stepGenerationJob } from '../features/campaigns/ai-writer/step-generation-job';
import { csvImportJob } from '../features/imports/csv/csv-import-job';
import { resumeImportJob } from '../features/imports/resumes/resume-import-job';
import type { QueuedJob } from './queued-job';

/** Every queued job a worker process runs. */
export const QUEUED_JOBS: QueuedJob[] = [csvImportJob, resumeImportJob, stepGenerationJob];
