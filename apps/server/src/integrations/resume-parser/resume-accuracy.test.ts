import { expect, it } from 'vitest';
import {
  buildCorpus,
  RESUME_FORMATS,
  type ResumeFormat,
} from '../../../test/resume-fixtures/resume-corpus';
import {
  accuracyTable,
  SCORED_FIELDS,
  scoreResume,
  type ScoredField,
} from '../../../test/resume-fixtures/score-resume';
import { parseResume } from './parse-resume';

const MIN_OVERALL_ACCURACY = 0.9;
const EXACT_FIELDS: ScoredField[] = ['full name', 'first name', 'last name', 'email', 'phone'];

it('reaches the accuracy goal over every persona in every format, and prints the table', async () => {
  const corpus = await buildCorpus();
  const scored: { format: ResumeFormat; score: Record<ScoredField, number> }[] = [];
  for (const file of corpus) {
    const result = await parseResume(file.bytes);
    if (!result.ok)
      throw new Error(`${file.persona.id} (${file.format}) refused: ${result.reason}`);
    scored.push({ format: file.format, score: scoreResume(file.persona, result.resume) });
  }
  const all = accuracyTable(scored.map((entry) => entry.score));
  const perFormat = RESUME_FORMATS.map((format) =>
    accuracyTable(scored.filter((entry) => entry.format === format).map((entry) => entry.score)),
  );
  const cell = (value: number) => value.toFixed(3).padStart(9);
  const rows = [
    `${'field'.padEnd(22)}${cell(Number.NaN).replace('NaN', 'all')}${RESUME_FORMATS.map((format) => format.split(':')[1]!.slice(0, 9).padStart(16)).join('')}`,
    ...SCORED_FIELDS.map(
      (field) =>
        `${field.padEnd(22)}${cell(all.byField[field])}${perFormat.map((table) => cell(table.byField[field]).padStart(16)).join('')}`,
    ),
    `${'overall'.padEnd(22)}${cell(all.overall)}${perFormat.map((table) => cell(table.overall).padStart(16)).join('')}`,
  ];
  // eslint-disable-next-line no-console -- the accuracy table is meant to be read in the test output
  console.log(
    `\nResume field accuracy, ${corpus.length} files (${RESUME_FORMATS.join(', ')})\n${rows.join('\n')}\n`,
  );

  expect(corpus.length).toBeGreaterThanOrEqual(100);
  expect(all.overall).toBeGreaterThanOrEqual(MIN_OVERALL_ACCURACY);
  for (const field of EXACT_FIELDS) expect(all.byField[field], field).toBe(1);
}, 120_000);
