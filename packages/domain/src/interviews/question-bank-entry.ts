/**
 * One entry of the built-in question bank (decision 031): the skills it answers for, and a question
 * with what a strong answer shows (rubric) and the words that are evidence of it. `{skill}` in the
 * text and rubric is replaced by the skill as the job names it.
 */
export type QuestionBankEntry = {
  key: string;
  /** Names of the skill or family; a job skill matches when it is or contains one (normalised). */
  aliases: readonly string[];
  text: string;
  rubric: string;
  evidence: readonly string[];
};

/** Lower case, accents removed, every run of other characters but + # . a single space. */
export const normaliseSkill = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9+#.]+/g, ' ')
    .trim();

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the job's skill names the alias: equal, or the alias as a whole word inside it. */
export const skillMatchesAlias = (skill: string, alias: string): boolean => {
  const name = normaliseSkill(skill);
  const wanted = normaliseSkill(alias);
  if (name === wanted) return true;
  return new RegExp(`(^|\\s)${escape(wanted)}(\\s|$)`).test(name);
};
