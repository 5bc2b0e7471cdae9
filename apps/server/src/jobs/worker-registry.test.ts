import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startOutreachEngine } from '../features/outreach/outreach-engine';
import type { JobDefinition } from './job-definition';
import type { QueuedJob } from './queued-job';
import { QUEUED_JOBS, WORKER_REGISTRY } from './worker-registry';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Production source files of the server whose text matches `pattern`. */
const sourceFilesMatching = (pattern: RegExp): string[] =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !/\.(test|integration-test)\.ts$/.test(file))
    .map((file) => path.join(SRC, file))
    .filter((file) => pattern.test(readFileSync(file, 'utf8')));

/** The exported values of the files that match `pattern` and pass `is`. */
const definedIn = async <T>(pattern: RegExp, is: (value: unknown) => value is T): Promise<T[]> => {
  const found: T[] = [];
  for (const file of sourceFilesMatching(pattern)) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    found.push(...Object.values(module).filter(is));
  }
  return found;
};

const isQueuedJob = (value: unknown): value is QueuedJob =>
  typeof value === 'object' &&
  value !== null &&
  'schema' in value &&
  'concurrency' in value &&
  'handler' in value;

const isJobDefinition = (value: unknown): value is JobDefinition =>
  typeof value === 'object' && value !== null && 'everySeconds' in value && 'handler' in value;

describe('the worker registry', () => {
  it('names every kind of background work once, each in a known form', () => {
    const names = WORKER_REGISTRY.map((work) => work.name);
    expect(new Set(names).size).toBe(names.length);
    for (const work of WORKER_REGISTRY) {
      expect(['periodic', 'queued', 'loop']).toContain(work.form);
      if (work.form !== 'loop') expect(work.name).toBe(work.job.name);
    }
  });

  it('registers every queued job defined in the server, once', async () => {
    const defined = await definedIn(/\bdefineQueuedJob\(/, isQueuedJob);
    expect(defined.length).toBeGreaterThan(0);
    for (const job of defined) {
      const entries = WORKER_REGISTRY.filter((work) => work.form === 'queued' && work.job === job);
      expect(entries, job.name).toHaveLength(1);
    }
    expect(QUEUED_JOBS).toHaveLength(defined.length);
  });

  it('registers every periodic job defined in the server, once', async () => {
    const defined = await definedIn(/:\s*JobDefinition\s*=/, isJobDefinition);
    expect(defined.length).toBeGreaterThan(0);
    for (const job of defined) {
      const entries = WORKER_REGISTRY.filter(
        (work) => work.form === 'periodic' && work.job === job,
      );
      expect(entries, job.name).toHaveLength(1);
    }
    expect(WORKER_REGISTRY.filter((work) => work.form === 'periodic')).toHaveLength(defined.length);
  });

  it('runs the e-mail engine as a loop', () => {
    const loops = WORKER_REGISTRY.filter((work) => work.form === 'loop');
    expect(loops.map((work) => work.start)).toEqual([startOutreachEngine]);
  });

  it('gives each job settings a worker can run', () => {
    for (const work of WORKER_REGISTRY) {
      if (work.form === 'periodic') {
        expect(Number.isInteger(work.job.everySeconds)).toBe(true);
        expect(work.job.everySeconds).toBeGreaterThan(0);
      }
      if (work.form === 'queued') {
        expect(Number.isInteger(work.job.concurrency)).toBe(true);
        expect(work.job.concurrency).toBeGreaterThan(0);
        expect(work.job.retryLimit).toBeGreaterThanOrEqual(0);
        expect(work.job.expireInSeconds).toBeGreaterThan(0);
      }
    }
  });
});
