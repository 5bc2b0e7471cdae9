import { availableParallelism } from 'node:os';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { ParseResumeResult } from './parse-resume';
import { RESUME_PARSE_TIMEOUT_MS } from './resume-limits';
import {
  RESUME_EMPTY,
  RESUME_PARSE_TIMED_OUT,
  RESUME_PARSER_CLOSED,
  RESUME_PARSER_CRASHED,
} from './resume-refusal-reasons';

export type ResumeParserPoolOptions = {
  /** Worker threads; default max(1, min(available parallelism, 4)). */
  size?: number;
  /** Per-file limit; a worker that has not answered by then is stopped and replaced. */
  timeoutMs?: number;
  /** The worker module (tests pass a misbehaving one); default ./resume-parser-worker.ts. */
  workerUrl?: URL;
  /** V8 heap limits per worker, so a file that blows up memory kills its worker only. */
  resourceLimits?: ResourceLimits;
};

export type ResumeParserPool = {
  readonly size: number;
  /**
   * Parses one resume in a worker thread. The bytes' ArrayBuffer is transferred to the worker
   * (the caller's view is detached afterwards) unless it is shared with other data, in which
   * case the bytes are copied first. Never rejects while the pool is open.
   */
  parse(bytes: Uint8Array): Promise<ParseResumeResult>;
  /** Stops every worker; files not finished yet resolve with RESUME_PARSER_CLOSED. */
  close(): Promise<void>;
};

type Task = { id: number; bytes: Uint8Array; resolve: (result: ParseResumeResult) => void };
type Slot = {
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
  ready: boolean;
  retired: boolean;
};
type WorkerReply = { ready: true } | { id: number; result: ParseResumeResult };

/** Loading tsx, pdf.js and mammoth into a new worker is not the file's fault: it gets longer. */
const STARTUP_TIMEOUT_MS = 60_000;

const DEFAULT_RESOURCE_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 512 };

export const defaultPoolSize = (): number => Math.max(1, Math.min(availableParallelism(), 4));

/**
 * Workers run TypeScript source: a tiny CommonJS bootstrap registers tsx in the worker (module
 * hooks of the parent thread do not reach workers on Node 20) and imports the worker module.
 * This works under `node --import tsx` and under vitest alike.
 */
const bootstrap = `
const { workerData } = require('node:worker_threads');
const load = workerData.tsx
  ? import(workerData.tsx).then(({ register }) => { register(); return import(workerData.entry); })
  : import(workerData.entry);
load.catch((error) => setImmediate(() => { throw error; }));
`;

const transferable = (bytes: Uint8Array): Uint8Array =>
  bytes.buffer instanceof ArrayBuffer &&
  bytes.byteOffset === 0 &&
  bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : bytes.slice();

export const createResumeParserPool = (options: ResumeParserPoolOptions = {}): ResumeParserPool => {
  const size = Math.max(1, Math.floor(options.size ?? defaultPoolSize()));
  const timeoutMs = options.timeoutMs ?? RESUME_PARSE_TIMEOUT_MS;
  const entry = (options.workerUrl ?? new URL('./resume-parser-worker.ts', import.meta.url)).href;
  const tsx = entry.endsWith('.ts') ? import.meta.resolve('tsx/esm/api') : null;
  const slots = new Set<Slot>();
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;

  const finish = (slot: Slot, result: ParseResumeResult) => {
    const task = slot.task;
    if (slot.timer) clearTimeout(slot.timer);
    slot.task = null;
    slot.timer = null;
    task?.resolve(result);
  };

  /** Takes a crashed or timed-out worker out of the pool; its file fails with `reason`. */
  const retire = (slot: Slot, reason: string) => {
    if (slot.retired) return;
    slot.retired = true;
    slots.delete(slot);
    finish(slot, { ok: false, reason });
    void slot.worker.terminate().catch(() => undefined);
    dispatch();
  };

  const spawn = (): Slot => {
    const worker = new Worker(bootstrap, {
      eval: true,
      workerData: { entry, tsx },
      resourceLimits: options.resourceLimits ?? DEFAULT_RESOURCE_LIMITS,
    });
    const slot: Slot = { worker, task: null, timer: null, ready: false, retired: false };
    worker.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) {
        slot.ready = true;
        if (slot.task) armTimer(slot, timeoutMs);
        return;
      }
      if (slot.task?.id !== reply.id) return;
      finish(slot, reply.result);
      worker.unref();
      dispatch();
    });
    worker.on('error', () => retire(slot, RESUME_PARSER_CRASHED));
    worker.on('exit', () => retire(slot, RESUME_PARSER_CRASHED));
    slots.add(slot);
    return slot;
  };

  const armTimer = (slot: Slot, ms: number) => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(() => retire(slot, RESUME_PARSE_TIMED_OUT), ms);
  };

  const start = (slot: Slot, task: Task) => {
    slot.task = task;
    // The per-file clock starts once the worker is ready; a new worker gets a start-up allowance.
    armTimer(slot, slot.ready ? timeoutMs : STARTUP_TIMEOUT_MS + timeoutMs);
    slot.worker.ref();
    try {
      const bytes = transferable(task.bytes);
      slot.worker.postMessage({ id: task.id, bytes }, [bytes.buffer as ArrayBuffer]);
    } catch {
      // e.g. a detached buffer handed in twice: this file fails, the worker stays usable.
      finish(slot, { ok: false, reason: RESUME_PARSER_CRASHED });
      slot.worker.unref();
    }
  };

  function dispatch(): void {
    if (closed) return;
    while (queue.length > 0) {
      const idle =
        [...slots].find((slot) => slot.task === null) ?? (slots.size < size ? spawn() : null);
      if (!idle) return;
      start(idle, queue.shift() as Task);
    }
  }

  return {
    size,
    parse(bytes) {
      if (closed) return Promise.resolve({ ok: false, reason: RESUME_PARSER_CLOSED });
      // Also what a buffer already transferred to the pool (detached) looks like.
      if (bytes.byteLength === 0) return Promise.resolve({ ok: false, reason: RESUME_EMPTY });
      return new Promise<ParseResumeResult>((resolve) => {
        queue.push({ id: nextId++, bytes, resolve });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.resolve({ ok: false, reason: RESUME_PARSER_CLOSED });
      const stopping = [...slots].map((slot) => {
        slot.retired = true;
        finish(slot, { ok: false, reason: RESUME_PARSER_CLOSED });
        return slot.worker.terminate().catch(() => 0);
      });
      slots.clear();
      await Promise.all(stopping);
    },
  };
};
