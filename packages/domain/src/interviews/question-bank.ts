import { BUSINESS_QUESTIONS } from './question-bank-business';
import { ENGINEERING_QUESTIONS } from './question-bank-engineering';
import { skillMatchesAlias, type QuestionBankEntry } from './question-bank-entry';
import { PLATFORM_QUESTIONS } from './question-bank-platform';

/** The built-in question bank, keyed by skill and family (decision 031). */
export const QUESTION_BANK: readonly QuestionBankEntry[] = [
  ...ENGINEERING_QUESTIONS,
  ...PLATFORM_QUESTIONS,
  ...BUSINESS_QUESTIONS,
];

/**
 * The entry for a job skill: the one with the longest alias the skill names ("go to market" wins
 * over "go"), or null when the bank has none.
 */
export const bankEntryForSkill = (skill: string): QuestionBankEntry | null => {
  let best: { entry: QuestionBankEntry; length: number } | null = null;
  for (const entry of QUESTION_BANK) {
    for (const alias of entry.aliases) {
      if (alias.length > (best?.length ?? 0) && skillMatchesAlias(skill, alias))
        best = { entry, length: alias.length };
    }
  }
  return best?.entry ?? null;
};

/** The questions written in the job's own words for a skill the bank does not know. */
export const genericSkillQuestion = (
  skill: string,
): Omit<QuestionBankEntry, 'key' | 'aliases'> => ({
  text: `Tell me about recent work where you used ${skill}. What did you do with it, and what would you do differently now?`,
  rubric: `Hands-on ${skill} experience: a specific recent example, their own part in it, the choices and trade-offs they made, and the result.`,
  evidence: [skill, 'example', 'trade-off', 'result'],
});
