import { expect, it } from 'vitest';
import { measureCorpusAccuracy } from '../../../bench/resume-corpus/corpus-accuracy';
import { CORPUS_FIELDS, CORPUS_GOALS } from '../../../bench/resume-corpus/corpus-truth';

it('meets every goal of issue 14 on the tuned layouts of the corpus, and name and e-mail on the held-out ones', async () => {
  const lines: string[] = [];
  const accuracy = await measureCorpusAccuracy((line) => lines.push(line));
  // eslint-disable-next-line no-console -- the accuracy table is meant to be read in the test output
  console.log(`\n${lines.join('\n')}\n`);
  expect(accuracy.files).toBeGreaterThanOrEqual(100);
  for (const field of CORPUS_FIELDS) {
    expect(accuracy.tuned[field], field).toBeGreaterThanOrEqual(CORPUS_GOALS[field]);
  }
  expect(accuracy.heldOut.name).toBeGreaterThanOrEqual(CORPUS_GOALS.name);
  expect(accuracy.heldOut.email).toBeGreaterThanOrEqual(CORPUS_GOALS.email);
}, 180_000);
