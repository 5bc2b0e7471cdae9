import { afterEach, describe, expect, it } from 'vitest';
import {
  buildLyingZipBombDocx,
  buildTruncatedPdf,
} from '../../../test/resume-fixtures/build-bad-files';
import { MISBEHAVE } from '../../../test/resume-fixtures/misbehaving-resume-worker';
import { personaById } from '../../../test/resume-fixtures/personas';
import { renderResume, RESUME_FORMATS } from '../../../test/resume-fixtures/resume-corpus';
import {
  createResumeParserPool,
  defaultPoolSize,
  type ResumeParserPool,
} from './resume-parser-pool';
import {
  RESUME_CORRUPT,
  RESUME_EMPTY,
  RESUME_PARSE_TIMED_OUT,
  RESUME_PARSER_CLOSED,
  RESUME_PARSER_CRASHED,
  RESUME_PARSER_OUT_OF_MEMORY,
  RESUME_ZIP_BOMB,
} from './resume-refusal-reasons';

const MISBEHAVING_WORKER = new URL(
  '../../../test/resume-fixtures/misbehaving-resume-worker.ts',
  import.meta.url,
);
const pools: ResumeParserPool[] = [];
const open = (options: Parameters<typeof createResumeParserPool>[0]) => {
  const pool = createResumeParserPool(options);
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

const names = (results: Awaited<ReturnType<ResumeParserPool['parse']>>[]) =>
  results.map((result) => (result.ok ? result.resume.full_name : result.reason));

describe('resume parser pool', () => {
  it('defaults to between 1 and 4 workers', () => {
    expect(defaultPoolSize()).toBeGreaterThanOrEqual(1);
    expect(defaultPoolSize()).toBeLessThanOrEqual(4);
  });

  it('parses several files concurrently in parser processes', async () => {
    const pool = open({ size: 2 });
    const ids = ['michael-chen', 'zoe-muller-schmidt', 'priya-raghunathan'];
    const files = await Promise.all(
      ids.flatMap((id) => RESUME_FORMATS.map((format) => renderResume(personaById(id), format))),
    );
    const truncated = await buildTruncatedPdf();
    const results = await Promise.all([...files, truncated].map((bytes) => pool.parse(bytes)));

    expect(names(results)).toEqual([
      ...ids.flatMap((id) => RESUME_FORMATS.map(() => personaById(id).fullName)),
      RESUME_CORRUPT,
    ]);
    // Copied to the process, not taken: the caller's bytes stay as they were.
    expect(files.every((bytes) => bytes.byteLength > 0)).toBe(true);
    expect(await pool.parse(new Uint8Array(0))).toEqual({ ok: false, reason: RESUME_EMPTY });
  }, 60_000);

  it('parses bytes that are a view into a larger buffer', async () => {
    const pool = open({ size: 1 });
    const file = await renderResume(personaById('emily-watson'), 'pdf:classic');
    const shared = new Uint8Array(file.byteLength + 16);
    shared.set(file, 16);
    const view = shared.subarray(16);
    const result = await pool.parse(view);
    expect(result.ok && result.resume.email).toBe('emily.watson@outlook.com');
    expect(shared.byteLength).toBe(file.byteLength + 16);
  }, 30_000);

  it('refuses a DOCX zip bomb whose directory lies, in the parser process, and keeps working', async () => {
    const pool = open({ size: 1 });
    const started = performance.now();
    const result = await pool.parse(buildLyingZipBombDocx());
    expect(result).toEqual({ ok: false, reason: RESUME_ZIP_BOMB });
    expect(performance.now() - started).toBeLessThan(20_000);
    const good = await renderResume(personaById('daniel-kim'), 'docx:heading-styles');
    expect(names([await pool.parse(good)])).toEqual(['Daniel Kim']);
  }, 60_000);

  it('kills a parser process whose memory runs away outside the V8 heap, and replaces it', async () => {
    const pool = open({ size: 1, maxRssMb: 256, workerUrl: MISBEHAVING_WORKER });
    const rssBefore = process.memoryUsage().rss;
    expect(await pool.parse(MISBEHAVE.bloat.slice())).toEqual({
      ok: false,
      reason: RESUME_PARSER_OUT_OF_MEMORY,
    });
    expect((process.memoryUsage().rss - rssBefore) / (1024 * 1024)).toBeLessThan(100);
    const good = await renderResume(personaById('daniel-kim'), 'docx:heading-styles');
    expect(names([await pool.parse(good)])).toEqual(['Daniel Kim']);
  }, 60_000);

  it('survives a file that throws, a worker that exits and one that hangs, and replaces them', async () => {
    const pool = open({ size: 1, timeoutMs: 2_000, workerUrl: MISBEHAVING_WORKER });
    const good = () => renderResume(personaById('daniel-kim'), 'docx:heading-styles');
    const results = await Promise.all([
      pool.parse(MISBEHAVE.throw.slice()),
      good().then((bytes) => pool.parse(bytes)),
      pool.parse(MISBEHAVE.exit.slice()),
      pool.parse(MISBEHAVE.hang.slice()),
      good().then((bytes) => pool.parse(bytes)),
    ]);
    expect(names(results)).toEqual([
      RESUME_PARSER_CRASHED,
      'Daniel Kim',
      RESUME_PARSER_CRASHED,
      RESUME_PARSE_TIMED_OUT,
      'Daniel Kim',
    ]);
  }, 60_000);

  it('answers files still waiting with a reason when closed, and refuses new ones', async () => {
    const pool = open({ size: 1, timeoutMs: 10_000, workerUrl: MISBEHAVING_WORKER });
    const pending = [pool.parse(MISBEHAVE.hang.slice()), pool.parse(MISBEHAVE.hang.slice())];
    await new Promise((resolve) => setTimeout(resolve, 200));
    await pool.close();
    expect(names(await Promise.all(pending))).toEqual([RESUME_PARSER_CLOSED, RESUME_PARSER_CLOSED]);
    expect(await pool.parse(new Uint8Array(4))).toEqual({
      ok: false,
      reason: RESUME_PARSER_CLOSED,
    });
  }, 30_000);
});
