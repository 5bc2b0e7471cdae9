/**
 * The Node.js flags a worker process (`--role=worker`) runs with: a capped old space makes V8
 * collect sooner instead of growing the heap while the e-mail engine sends at full speed, which
 * keeps the worker under 300 MB resident (docs/decisions/010). `npm run start:worker` passes the
 * same flags; the send benchmark and the crash test start their workers with these.
 */
export const WORKER_NODE_FLAGS = ['--max-old-space-size=256'];
