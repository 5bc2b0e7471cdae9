import { parseResume } from '../../src/integrations/resume-parser/parse-resume';
import {
  CORPUS_FIELDS,
  CORPUS_GOALS,
  corpusAccuracy,
  loadCorpus,
  scoreCorpusFile,
  SKILLS_MIN_F1,
  type CorpusField,
} from './corpus-truth';

export type CorpusAccuracy = {
  files: number;
  tuned: Record<CorpusField, number>;
  heldOut: Record<CorpusField, number>;
  all: Record<CorpusField, number>;
};

const percent = (value: number) => `${(value * 100).toFixed(1)} %`.padStart(9);

/**
 * Parses every committed corpus file and prints per-field accuracy: on the layouts the parser
 * was tuned with, on the held-out layouts, and on all; each against its goal.
 */
export const measureCorpusAccuracy = async (
  print: (line: string) => void = () => undefined,
): Promise<CorpusAccuracy> => {
  const corpus = loadCorpus();
  const scored = [];
  for (const file of corpus) {
    const result = await parseResume(file.bytes);
    scored.push({
      heldOut: file.truth.heldOut,
      group: `${file.truth.layout} ${file.kind}`,
      score: scoreCorpusFile(file.truth, result.ok ? result.resume : null),
    });
  }
  const tuned = corpusAccuracy(
    scored.filter((entry) => !entry.heldOut).map((entry) => entry.score),
  );
  const heldOut = corpusAccuracy(
    scored.filter((entry) => entry.heldOut).map((entry) => entry.score),
  );
  const all = corpusAccuracy(scored.map((entry) => entry.score));
  const layouts = [...new Set(corpus.map((file) => file.truth.layout))];
  const held = [...new Set(corpus.filter((f) => f.truth.heldOut).map((f) => f.truth.layout))];
  print(
    `resume field accuracy — ${corpus.length} files (${corpus.filter((f) => f.kind === 'pdf').length} PDF by Chromium, ` +
      `${corpus.filter((f) => f.kind === 'docx').length} DOCX by LibreOffice), layouts: ${layouts.join(', ')}; held out: ${held.join(', ')}`,
  );
  print(
    `${'field'.padEnd(12)}${'tuned'.padStart(9)}${'held-out'.padStart(9)}${'all'.padStart(9)}   goal`,
  );
  for (const field of CORPUS_FIELDS) {
    const goal = CORPUS_GOALS[field];
    const met = all[field] >= goal && heldOut[field] >= goal;
    print(
      `${field.padEnd(12)}${percent(tuned[field])}${percent(heldOut[field])}${percent(all[field])}   >= ${goal * 100} % ${met ? 'met' : 'NOT met'}`,
    );
  }
  print(
    `match rules: name, title, company equal after case/space normalisation; e-mail equal ignoring case; ` +
      `phone same digits; skills F1 >= ${SKILLS_MIN_F1}; experience same count and every title + company in order`,
  );
  printHeldOutPerLayout(
    scored.filter((entry) => entry.heldOut),
    print,
  );
  return { files: corpus.length, tuned, heldOut, all };
};

/** Files read right per field, per held-out layout and format: where a first sight lost what. */
const printHeldOutPerLayout = (
  scored: readonly { group: string; score: Record<CorpusField, number> }[],
  print: (line: string) => void,
) => {
  const groups = [...new Set(scored.map((entry) => entry.group))];
  if (groups.length === 0) return;
  const title = 'held out, files read right:';
  const width = Math.max(title.length + 1, ...groups.map((group) => group.length + 2));
  print(`${title.padEnd(width)}${CORPUS_FIELDS.map((field) => field.padStart(11)).join('')}`);
  for (const group of groups) {
    const scores = scored.filter((entry) => entry.group === group).map((entry) => entry.score);
    const right = (field: CorpusField) =>
      `${scores.reduce((sum, score) => sum + score[field], 0)}/${scores.length}`.padStart(11);
    print(`${group.padEnd(width)}${CORPUS_FIELDS.map(right).join('')}`);
  }
};
