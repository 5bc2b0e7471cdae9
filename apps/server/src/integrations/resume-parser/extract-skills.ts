import type { ResumeLine } from './resume-line';

/** A slash separates only when spaced ("Go / Rust"): "A/B testing" and "CI/CD" are one skill. */
const SEPARATORS = /\s*(?:[,;|•·●▪◦♦]|\s[–—/-]\s)\s*/;
const ENDS_WITH_SEPARATOR = /(?:[,;|•·●▪◦♦]|\s\/)\s*$/;
const MAX_SKILL_WORDS = 5;
/** The levels resume builders set beside a skill. */
const LEVELS = [
  'Expert',
  'Experienced',
  'Skillful',
  'Skilled',
  'Intermediate',
  'Advanced',
  'Beginner',
  'Novice',
  'Proficient',
  'Basic',
];
/** A level word alone: a column of levels beside the skills. */
const LEVEL_ONLY = new RegExp(`^(?:${LEVELS.join('|')})$`, 'i');
/** A capitalised level right after the skill, spaced or glued on by a converter ("CSSExpert"). */
const GLUED_LEVEL = new RegExp(`(?<=\\S)\\s*(?:${LEVELS.join('|')})$`, 'u');
const MAX_SKILL_LENGTH = 40;

const RATING_SYMBOL = '[★☆✩✪●○◉◯■□▪▫◆◇⬤⚫⚪]';
/** Ratings drawn with symbols: "★★★★☆", "●●●○○". */
const RATING = new RegExp(`\\s*${RATING_SYMBOL}{2,}$`, 'u');
/** A rating set after a skill, its symbols glued or spaced: "Python ● ● ● ● ○", "Go●●●○○". */
const LINE_RATING = new RegExp(`(?:\\s*${RATING_SYMBOL}){3,}\\s*$`, 'u');
const ONLY_SYMBOLS = new RegExp(`^(?:\\s*${RATING_SYMBOL})+\\s*$`, 'u');

/**
 * The line without a rating at its end (in its text and its last segments): the rating is a
 * level, and its symbols are no list separators; a line that was only a rating is dropped.
 */
const withoutRating = (line: ResumeLine): ResumeLine | null => {
  if (!LINE_RATING.test(line.text)) return line;
  const text = line.text.replace(LINE_RATING, '');
  const segments = line.segments
    .filter((segment) => !ONLY_SYMBOLS.test(segment))
    .map((segment) => segment.replace(LINE_RATING, ''))
    .filter((segment) => segment.trim() !== '');
  return text.trim() === '' ? null : { ...line, text, segments };
};

/**
 * Whether the first word of `line` would have overflowed `previous` had it been set there: then
 * the text wrapped. A word's width is estimated from the line's average character width.
 */
const nextWordDidNotFit = (previous: ResumeLine, line: ResumeLine, rightEdge: number): boolean => {
  const firstWord = line.text.split(/\s+/)[0] ?? '';
  const charWidth = line.width / Math.max(1, line.text.length);
  return previous.x + previous.width + (firstWord.length + 1) * charWidth > rightEdge;
};

/**
 * Groups skill lines into runs of text: a PDF line that fills the column (or ends with a
 * separator) wrapped into the next one and is joined with a space; otherwise each line, bullet
 * or "Label: …" line stands alone.
 */
const skillRuns = (lines: readonly ResumeLine[], rightEdge: number): string[] => {
  const runs: string[] = [];
  const ratedLines = lines.filter((line) => LINE_RATING.test(line.text)).length;
  let previous: ResumeLine | undefined;
  let previousRated = false;
  for (const original of lines) {
    const rated = LINE_RATING.test(original.text);
    const line = withoutRating(original);
    if (!line) continue;
    const wrapped =
      previous !== undefined &&
      !line.bullet &&
      !/^[^,:]{2,30}:/.test(line.text) &&
      previous.width > 0 &&
      (ENDS_WITH_SEPARATOR.test(previous.text) ||
        // A line without separators is one item of a one-per-line list, however wide.
        (SEPARATORS.test(previous.text) && nextWordDidNotFit(previous, line, rightEdge)) ||
        // Where every item has its rating beside it, a line without one is the item above,
        // wrapped short of the rating ("Interaction ●●●●○" over "design").
        (ratedLines >= 3 &&
          previousRated &&
          !rated &&
          line.page === previous.page &&
          line.bold === previous.bold &&
          Math.abs(line.fontSize - previous.fontSize) < 0.5));
    if (wrapped && runs.length > 0) runs[runs.length - 1] += ` ${line.segments.join(', ')}`;
    else runs.push(line.segments.join(', '));
    previous = line;
    previousRated = rated;
  }
  return runs;
};

/**
 * One skill without what builders set around it: a level in brackets or glued on ("CSSExpert"),
 * the years of use ("Python (5 years)", "SQL – 10+ yrs", "Go 3 years"), a percentage ("Figma
 * 90%"), a score ("4/5") or a rating drawn with symbols.
 */
const cleanSkill = (raw: string): string =>
  raw
    .replace(/^(?:and|&)\s+/i, '')
    .replace(/[.\s]+$/, '')
    .replace(RATING, '')
    .replace(/\s*\((?:expert|advanced|intermediate|basic|beginner|fluent|native)\)$/i, '')
    .replace(GLUED_LEVEL, '')
    .replace(/\s*\((?:less than |over |under )?\d+\+?\s*(?:years?|yrs?)\)$/i, '')
    .replace(/\s*(?:[–—-]|:)?\s*\d+\+?\s*(?:years?|yrs?)$/i, '')
    .replace(/\s*(?:[–—-]|:)?\s*\(?\d{1,3}\s*%\)?$/, '')
    .replace(/\s*\(?\b\d{1,2}\s*\/\s*(?:5|10)\)?$/, '')
    .trim();

/**
 * The items of one run: "Tools: Docker, Git" is a group under a label, but "Python: Advanced"
 * names the skill before the colon and its level after it.
 */
const skillItems = (run: string): string[] => {
  const labelled = /^([^,:]{2,30}):\s*(.*)$/.exec(run);
  if (!labelled) return run.split(SEPARATORS);
  const [, label = '', rest = ''] = labelled;
  return LEVEL_ONLY.test(cleanSkill(rest)) ? [label] : rest.split(SEPARATORS);
};

/**
 * Skills listed in the skills section(s), split at commas, bullets, bars and spaced slashes,
 * de-duplicated.
 * `rightEdge` is the right end of the column the skills stand in: a line reaching it was wrapped.
 */
export const extractSkills = (lines: readonly ResumeLine[], rightEdge: number): string[] => {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const run of skillRuns(lines, rightEdge)) {
    const items = skillItems(run);
    // "Go, Rust and Python": in a comma list the last "and" separates two items as well.
    const lastItem = items.length > 2 ? items.pop() : undefined;
    if (lastItem !== undefined) items.push(...lastItem.split(/\s+(?:and|&)\s+/));
    for (const raw of items) {
      const skill = cleanSkill(raw);
      const key = skill.toLowerCase();
      // A builder's level beside each skill ("Python" · "Expert") is not a skill of its own.
      if (LEVEL_ONLY.test(skill)) continue;
      if (!skill || skill.length > MAX_SKILL_LENGTH || skill.split(/\s+/).length > MAX_SKILL_WORDS)
        continue;
      if (seen.has(key)) continue;
      seen.add(key);
      skills.push(skill);
    }
  }
  return skills;
};
