import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { loopWork, periodicWork, queuedWork } from './background-work';
import { defineQueuedJob } from './queued-job';
import { startWorkerRegistry } from './start-worker-registry';
import { SessionLocks } from '../db/session-locks';

const events: string[] = [];

/** Locks on a connection that grants every advisory lock, or none. */
const fakeLocks = (grant = true) =>
  new SessionLocks(async () => ({
    query: async (text: string) => ({
      rows: text.includes('try_advisory') ? [{ ok: grant }] : [],
    }),
    end: async () => undefined,
    on: () => undefined,
  }));

/** An app whose queue records what it was asked to run. */
const fakeApp = () =>
  ({
    queue: {
      work: async (_app: unknown, jobs: Array<{ name: string }>) => {
        events.push(`work ${jobs.map((job) => job.name).join(',')}`);
      },
    },
  }) as unknown as AppContext;

const queued = (name: string) =>
  queuedWork(
    defineQueuedJob({
      name,
      schema: z.object({}),
      concurrency: 1,
      retryLimit: 0,
      expireInSeconds: 60,
      handler: async () => undefined,
    }),
  );

const loop = (name: string) =>
  loopWork(name, () => {
    events.push(`start ${name}`);
    return {
      stop: async () => {
        events.push(`stop ${name}`);
      },
    };
  });

const periodic = (name: string, everySeconds: number) =>
  periodicWork({
    name,
    everySeconds,
    handler: async () => {
      events.push(`run ${name}`);
      return {};
    },
  });

beforeEach(() => {
  events.length = 0;
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startWorkerRegistry', () => {
  it('starts each kind of work in the registry order and stops it in the same order', async () => {
    const worker = await startWorkerRegistry(
      fakeApp(),
      null,
      [loop('first'), queued('jobs.a'), loop('second'), queued('jobs.b')],
      fakeLocks(),
    );
    expect(events).toEqual(['start first', 'work jobs.a', 'start second', 'work jobs.b']);

    events.length = 0;
    await worker.stop();
    expect(events).toEqual(['stop first', 'stop second']);
  });

  it('runs a periodic job at once, then every interval, and no more once stopped', async () => {
    const worker = await startWorkerRegistry(fakeApp(), null, [periodic('tidy', 60)], fakeLocks());
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['run tidy']);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(events).toEqual(['run tidy', 'run tidy']);

    await worker.stop();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(events).toEqual(['run tidy', 'run tidy']);
  });

  it('skips a periodic run while another worker holds its lock', async () => {
    const worker = await startWorkerRegistry(
      fakeApp(),
      null,
      [periodic('tidy', 60)],
      fakeLocks(false),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(events).toEqual([]);
    await worker.stop();
  });

  it('goes on stopping the rest when one stop fails', async () => {
    const failing = loopWork('failing', () => ({
      stop: async () => {
        throw new Error('boom');
      },
    }));
    const worker = await startWorkerRegistry(
      fakeApp(),
      null,
      [failing, loop('after')],
      fakeLocks(),
    );
    await worker.stop();
    expect(events).toEqual(['start after', 'stop after']);
  });
});
