import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ParseResumeResult } from './parse-resume';
import { RESUME_PARSE_TIMEOUT_MS } from './resume-limits';
import {
  RESUME_EMPTY,
  RESUME_PARSE_TIMED_OUT,
  RESUME_PARSER_CLOSED,
  RESUME_PARSER_CRASHED,
  RESUME_PARSER_OUT_OF_MEMORY,
} from './resume-refusal-reasons';

export type ResumeParserPoolOptions = {
  /** Parser processes; default max(1, min(available parallelism, 4)). */
  size?: number;
  /** Per-file limit; a parser that has not answered by then is killed and replaced. */
  timeoutMs?: number;
  /** The parser module (tests pass a misbehaving one); default ./resume-parser-worker.ts. */
  workerUrl?: URL;
  /** V8 old-space limit of each parser process (--max-old-space-size), in MB. */
  heapMb?: number;
  /**
   * Resident memory a parser process may reach, in MB, checked every 50 ms (Linux /proc):
   * past it the process is killed and its file refused. Inflating and pdf.js buffers live
   * outside the V8 heap, so the heap limit alone does not bound them.
   */
  maxRssMb?: number;
  /** A parser process idle this long exits (and is started again when a file comes). */
  idleMs?: number;
};

export type ResumeParserPool = {
  readonly size: number;
  /**
   * Parses one resume in a parser process (the bytes are copied to it). Never rejects while the
   * pool is open.
   */
  parse(bytes: Uint8Array): Promise<ParseResumeResult>;
  /** Kills every parser process; files not finished yet resolve with RESUME_PARSER_CLOSED. */
  close(): Promise<void>;
};

type Task = { id: number; bytes: Uint8Array; resolve: (result: ParseResumeResult) => void };
type Slot = {
  worker: ChildProcess;
  task: Task | null;
  timer: NodeJS.Timeout | null;
  ready: boolean;
  retired: boolean;
  watchdog: NodeJS.Timeout | null;
  idle: NodeJS.Timeout | null;
};
type WorkerReply = { ready: true } | { id: number; result: ParseResumeResult };

/** Loading tsx, pdf.js and mammoth into a new process is not the file's fault: it gets longer. */
const STARTUP_TIMEOUT_MS = 60_000;

const DEFAULT_HEAP_MB = 256;
const DEFAULT_MAX_RSS_MB = 512;
const DEFAULT_IDLE_MS = 30_000;
const WATCHDOG_EVERY_MS = 50;
const PAGE_SIZE = 4096;

/** Resident set size of a process in bytes, from /proc/<pid>/statm; null where there is none. */
const residentBytes = (pid: number): number | null => {
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return Number.isFinite(pages) ? pages * PAGE_SIZE : null;
  } catch {
    return null;
  }
};

export const defaultPoolSize = (): number => Math.max(1, Math.min(availableParallelism(), 4));

export const createResumeParserPool = (options: ResumeParserPoolOptions = {}): ResumeParserPool => {
  const size = Math.max(1, Math.floor(options.size ?? defaultPoolSize()));
  const timeoutMs = options.timeoutMs ?? RESUME_PARSE_TIMEOUT_MS;
  const entry = fileURLToPath(
    options.workerUrl ?? new URL('./resume-parser-worker.ts', import.meta.url),
  );
  // Parser processes run the TypeScript source through tsx, as the server itself does.
  const execArgv = [
    ...(entry.endsWith('.ts') ? ['--import', import.meta.resolve('tsx')] : []),
    `--max-old-space-size=${options.heapMb ?? DEFAULT_HEAP_MB}`,
  ];
  const maxRss = (options.maxRssMb ?? DEFAULT_MAX_RSS_MB) * 1024 * 1024;
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  const slots = new Set<Slot>();
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;

  /** An idle process holds no reference to the event loop: it never keeps the server alive. */
  const setIdle = (slot: Slot, idle: boolean) => {
    const channel = slot.worker.channel as { ref(): void; unref(): void } | null | undefined;
    if (idle) {
      slot.worker.unref();
      channel?.unref();
      if (slot.watchdog) clearInterval(slot.watchdog);
      slot.watchdog = null;
      slot.idle = setTimeout(() => retire(slot, RESUME_PARSER_CLOSED), idleMs);
      slot.idle.unref();
    } else {
      slot.worker.ref();
      channel?.ref();
      if (slot.idle) clearTimeout(slot.idle);
      slot.idle = null;
      slot.watchdog ??= setInterval(() => watch(slot), WATCHDOG_EVERY_MS);
    }
  };

  const finish = (slot: Slot, result: ParseResumeResult) => {
    const task = slot.task;
    if (slot.timer) clearTimeout(slot.timer);
    slot.task = null;
    slot.timer = null;
    task?.resolve(result);
  };

  /** Takes a crashed, overgrown, timed-out or idle process out of the pool; its file fails with `reason`. */
  const retire = (slot: Slot, reason: string) => {
    if (slot.retired) return;
    slot.retired = true;
    slots.delete(slot);
    if (slot.watchdog) clearInterval(slot.watchdog);
    if (slot.idle) clearTimeout(slot.idle);
    finish(slot, { ok: false, reason });
    slot.worker.kill('SIGKILL');
    dispatch();
  };

  const watch = (slot: Slot) => {
    const pid = slot.worker.pid;
    const rss = pid === undefined ? null : residentBytes(pid);
    if (rss !== null && rss > maxRss) retire(slot, RESUME_PARSER_OUT_OF_MEMORY);
  };

  const spawn = (): Slot => {
    const worker = fork(entry, [], {
      execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const slot: Slot = {
      worker,
      task: null,
      timer: null,
      ready: false,
      retired: false,
      watchdog: null,
      idle: null,
    };
    worker.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) {
        slot.ready = true;
        if (slot.task) {
          armTimer(slot, timeoutMs);
          send(slot, slot.task);
        }
        return;
      }
      if (slot.task?.id !== reply.id) return;
      finish(slot, reply.result);
      setIdle(slot, true);
      dispatch();
    });
    worker.on('error', () => retire(slot, RESUME_PARSER_CRASHED));
    worker.on('exit', (_code, signal) =>
      // The kernel's OOM killer (or a ulimit) ends a runaway with SIGKILL.
      retire(slot, signal === 'SIGKILL' ? RESUME_PARSER_OUT_OF_MEMORY : RESUME_PARSER_CRASHED),
    );
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
    setIdle(slot, false);
    if (slot.ready) send(slot, task);
  };

  /** Messages sent before the process listens would be lost: a new one gets its file once ready. */
  const send = (slot: Slot, task: Task) => {
    slot.worker.send({ id: task.id, bytes: task.bytes }, (error) => {
      // The process went away before the file reached it.
      if (error) retire(slot, RESUME_PARSER_CRASHED);
    });
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
        if (slot.watchdog) clearInterval(slot.watchdog);
        if (slot.idle) clearTimeout(slot.idle);
        finish(slot, { ok: false, reason: RESUME_PARSER_CLOSED });
        const exited = new Promise<void>((resolve) => {
          if (slot.worker.exitCode !== null || slot.worker.signalCode !== null) resolve();
          else slot.worker.once('exit', () => resolve());
        });
        // An idle process is unref'd: without this the caller's await could outlive the loop.
        slot.worker.ref();
        slot.worker.kill('SIGKILL');
        return exited;
      });
      slots.clear();
      await Promise.all(stopping);
    },
  };
};
