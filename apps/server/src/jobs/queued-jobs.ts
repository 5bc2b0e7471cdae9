import type { QueuedJob } from './queued-job';

/** Every queued job a worker process runs. */
export const QUEUED_JOBS: QueuedJob[] = [];
