import { stepGenerationJob } from '../features/campaigns/step-generation-job';
import { csvImportJob } from '../features/imports/csv-import-job';
import { resumeImportJob } from '../features/imports/resume-import-job';
import type { QueuedJob } from './queued-job';

/** Every queued job a worker process runs. */
export const QUEUED_JOBS: QueuedJob[] = [csvImportJob, resumeImportJob, stepGenerationJob];
