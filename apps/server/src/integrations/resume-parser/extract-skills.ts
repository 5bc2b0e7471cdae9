import type { ResumeLine } from './resume-line';

const SEPARATORS = /\s*(?:[,;|•·●▪◦♦]|\s[–—-]\s)\s*/;
const ENDS_WITH_SEPARATOR = /[,;|•·●▪◦♦]\s*$/;
const MAX_SKILL_WORDS = 5;
const MAX_SKILL_LENGTH = 40;

/**
 * Groups skill lines into runs of text: a PDF line that fills the column (or ends with a
 * separator) wrapped into the next one and is joined with a space; otherwise each line, bullet
 * or "Label: …" line stands alone.
 */
const skillRuns = (lines: readonly ResumeLine[], rightEdge: number): string[] => {
  const runs: string[] = [];
  let previous: ResumeLine | undefined;
  for (const line of lines) {
    const wrapped =
      previous !== undefined &&
      !line.bullet &&
      !/^[^,:]{2,30}:/.test(line.text) &&
      previous.width > 0 &&
      (ENDS_WITH_SEPARATOR.test(previous.text) || previous.x + previous.width > rightEdge * 0.85);
    if (wrapped && runs.length > 0) runs[runs.length - 1] += ` ${line.segments.join(', ')}`;
    else runs.push(line.segments.join(', '));
    previous = line;
  }
  return runs;
};

/**
 * Skills listed in the skills section(s), split at commas, bullets and bars, de-duplicated.
 * `rightEdge` is the right end of the document's widest line: a line reaching it was wrapped.
 */
export const extractSkills = (lines: readonly ResumeLine[], rightEdge: number): string[] => {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const run of skillRuns(lines, rightEdge)) {
    const body = run.replace(/^[^,:]{2,30}:\s*/, '');
    const items = body.split(SEPARATORS);
    // "Go, Rust and Python": in a comma list the last "and" separates two items as well.
    const lastItem = items.length > 2 ? items.pop() : undefined;
    if (lastItem !== undefined) items.push(...lastItem.split(/\s+(?:and|&)\s+/));
    for (const raw of items) {
      const skill = raw
        .replace(/^(?:and|&)\s+/i, '')
        .replace(/[.\s]+$/, '')
        .replace(/\s*\((?:expert|advanced|intermediate|basic|beginner|fluent|native)\)$/i, '')
        .trim();
      const key = skill.toLowerCase();
      if (!skill || skill.length > MAX_SKILL_LENGTH || skill.split(/\s+/).length > MAX_SKILL_WORDS)
        continue;
      if (seen.has(key)) continue;
      seen.add(key);
      skills.push(skill);
    }
  }
  return skills;
};
