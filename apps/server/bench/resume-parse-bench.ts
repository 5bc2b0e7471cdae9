import { pathToFileURL } from 'node:url';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { parseResume } from '../src/integrations/resume-parser/parse-resume';
import { createResumeParserPool } from '../src/integrations/resume-parser/resume-parser-pool';
import type { Persona } from '../test/resume-fixtures/persona';
import { PERSONAS } from '../test/resume-fixtures/personas';
import { buildCorpus, RESUME_FORMATS, renderResume } from '../test/resume-fixtures/resume-corpus';
import { measureCorpusAccuracy, type CorpusAccuracy } from './resume-corpus/corpus-accuracy';

/**
 * node --import tsx apps/server/bench/resume-parse-bench.ts — first the field accuracy on the
 * committed layout corpus (bench/resume-corpus: Chromium PDFs and LibreOffice DOCX of
 * HTML layouts, the latest round's held out from tuning), then speed: about 200 one- and two-page resumes (PDF and DOCX, built with the test
 * fixtures) parsed through the worker pool (throughput), then one by one in this thread
 * (latency), then read by the bare tools underneath (unpdf text extraction, mammoth raw text)
 * on the same files. On a shared, noisy machine the ratio ours / bare is the figure that holds.
 */
const GOAL_RESUMES_PER_SECOND = 20;
const GOAL_P95_MS = 100;

type File = { kind: 'pdf' | 'docx'; bytes: Uint8Array };

export type ResumeParseBenchResult = {
  files: number;
  poolSize: number;
  resumesPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  bareP50Ms: number;
  bareP95Ms: number;
  /** p95 of our parse / p95 of the bare text extraction, per file, single thread. */
  ratio: number;
  accuracy: CorpusAccuracy;
};

const FILLER =
  'Worked with product, design and support to plan the quarter, wrote the design document, ' +
  'reviewed every change and kept the service healthy while traffic grew month after month.';

/** The same person with about eighteen two-line bullets over all jobs: a two-page resume. */
const lengthened = (persona: Persona): Persona => ({
  ...persona,
  id: `${persona.id}-long`,
  jobs: persona.jobs.map((job) => ({
    ...job,
    bullets: Array.from(
      { length: Math.ceil(18 / persona.jobs.length) },
      (_, index) => `${job.bullets[index % job.bullets.length] ?? ''} ${FILLER}`,
    ),
  })),
});

const buildFiles = async (): Promise<File[]> => {
  const short = await buildCorpus();
  const long = await Promise.all(
    PERSONAS.slice(0, 14).flatMap((persona) =>
      RESUME_FORMATS.filter((format) => format.startsWith('pdf')).map((format) =>
        renderResume(lengthened(persona), format),
      ),
    ),
  );
  return [
    ...short.map((file) => ({
      kind: file.format.startsWith('pdf') ? ('pdf' as const) : ('docx' as const),
      bytes: file.bytes,
    })),
    ...long.map((bytes) => ({ kind: 'pdf' as const, bytes })),
  ];
};

const percentile = (sorted: readonly number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;

/**
 * Per-file latency of ours and of the bare extraction, interleaved file by file so that both
 * see the same background noise; each list comes back sorted.
 */
const timeInterleaved = async (
  files: readonly File[],
  ours: (file: File) => Promise<unknown>,
  bare: (file: File) => Promise<unknown>,
): Promise<{ ours: number[]; bare: number[] }> => {
  const times = { ours: [] as number[], bare: [] as number[] };
  for (const file of files) {
    let started = performance.now();
    await ours(file);
    times.ours.push(performance.now() - started);
    started = performance.now();
    await bare(file);
    times.bare.push(performance.now() - started);
  }
  times.ours.sort((a, b) => a - b);
  times.bare.sort((a, b) => a - b);
  return times;
};

const bareExtract = async (file: File): Promise<string> => {
  if (file.kind === 'docx') {
    return (await mammoth.extractRawText({ buffer: Buffer.from(file.bytes) })).value;
  }
  const pdf = await getDocumentProxy(file.bytes.slice());
  try {
    return (await extractText(pdf, { mergePages: true })).text;
  } finally {
    await pdf.destroy();
  }
};

export const runResumeParseBench = async (
  print: (line: string) => void = () => undefined,
): Promise<ResumeParseBenchResult> => {
  const accuracy = await measureCorpusAccuracy(print);
  const files = await buildFiles();
  const pages: number[] = [];
  for (const file of files) {
    const parsed = await parseResume(file.bytes);
    if (!parsed.ok) throw new Error(`a bench file was refused: ${parsed.reason}`);
    pages.push(parsed.resume.page_count);
  }
  print(
    `resume-parse bench — ${files.length} files (${files.filter((file) => file.kind === 'pdf').length} PDF, ${files.filter((file) => file.kind === 'docx').length} DOCX), ` +
      `${pages.filter((count) => count === 1).length} one-page, ${pages.filter((count) => count === 2).length} two-page`,
  );

  // Throughput through the worker pool (workers started and warmed up first).
  const pool = createResumeParserPool();
  const poolSize = pool.size;
  let poolMs: number;
  try {
    const warmStart = performance.now();
    await Promise.all(files.slice(0, pool.size * 2).map((file) => pool.parse(file.bytes.slice())));
    print(
      `pool: ${pool.size} workers, start-up + warm-up ${(performance.now() - warmStart).toFixed(0)} ms`,
    );
    const copies = files.map((file) => file.bytes.slice()); // the pool transfers (detaches) what it gets
    const started = performance.now();
    const results = await Promise.all(copies.map((bytes) => pool.parse(bytes)));
    poolMs = performance.now() - started;
    const failed = results.filter((result) => !result.ok).length;
    if (failed > 0) throw new Error(`${failed} files were refused in the pool run`);
  } finally {
    await pool.close();
  }
  const resumesPerSecond = files.length / (poolMs / 1000);

  // Per-file latency in this thread, ours and the bare extraction, after a short warm-up.
  const parseOne = (file: File) => parseResume(file.bytes);
  await timeInterleaved(files.slice(0, 10), parseOne, bareExtract);
  const { ours, bare } = await timeInterleaved(files, parseOne, bareExtract);

  const result: ResumeParseBenchResult = {
    files: files.length,
    poolSize,
    resumesPerSecond,
    p50Ms: percentile(ours, 0.5),
    p95Ms: percentile(ours, 0.95),
    bareP50Ms: percentile(bare, 0.5),
    bareP95Ms: percentile(bare, 0.95),
    ratio: percentile(ours, 0.95) / percentile(bare, 0.95),
    accuracy,
  };
  print(
    `pool throughput:            ${result.resumesPerSecond.toFixed(1)} resumes/s (${files.length} files in ${poolMs.toFixed(0)} ms)`,
  );
  print(
    `parseResume, one thread:    p50 ${result.p50Ms.toFixed(1)} ms  p95 ${result.p95Ms.toFixed(1)} ms  max ${ours[ours.length - 1]?.toFixed(1)} ms`,
  );
  print(
    `bare unpdf/mammoth text:    p50 ${result.bareP50Ms.toFixed(1)} ms  p95 ${result.bareP95Ms.toFixed(1)} ms`,
  );
  print(
    `ratio ours / bare:          p50 ${(result.p50Ms / result.bareP50Ms).toFixed(2)}  p95 ${result.ratio.toFixed(2)}`,
  );
  print(
    `goal: >= ${GOAL_RESUMES_PER_SECOND} resumes/s (${result.resumesPerSecond >= GOAL_RESUMES_PER_SECOND ? 'met' : 'NOT met'}), ` +
      `p95 < ${GOAL_P95_MS} ms (${result.p95Ms < GOAL_P95_MS ? 'met' : 'NOT met'})`,
  );
  return result;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runResumeParseBench((line) => process.stdout.write(`${line}\n`));
}
