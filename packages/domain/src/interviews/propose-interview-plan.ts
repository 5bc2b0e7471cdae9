import type { JobInput } from '../projects/job.schema';
import type { InterviewPlan, InterviewQuestion } from './interview-plan.schema';
import { jobResponsibilities, responsibilityWords } from './job-responsibilities';
import { proposeDealBreakers } from './propose-deal-breakers';
import { bankEntryForSkill, genericSkillQuestion } from './question-bank';
import { generalQuestions, seniorityQuestions, type BankQuestion } from './seniority-questions';

export const MIN_PLAN_QUESTIONS = 5;
export const MAX_PLAN_QUESTIONS = 8;
const SKILL_MINUTES = 4;

export const PRACTICE_QUESTION =
  'To get started: in a sentence or two, what are you working on at the moment?';

const withSkill = (text: string, skill: string) => text.replaceAll('{skill}', skill);

const evidenceWith = (first: string[], rest: readonly string[]): string[] => {
  const seen = new Set<string>();
  return [...first, ...rest]
    .filter((word) => {
      const key = word.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, 20);
};

/** One question per skill, the bank's where it knows the skill; one per bank entry. */
const skillQuestions = (skills: readonly string[]): BankQuestion[] => {
  const usedEntries = new Set<string>();
  const usedSkills = new Set<string>();
  const questions: BankQuestion[] = [];
  for (const skill of skills) {
    if (usedSkills.has(skill.toLowerCase())) continue;
    usedSkills.add(skill.toLowerCase());
    const entry = bankEntryForSkill(skill);
    if (entry && usedEntries.has(entry.key)) continue;
    if (entry) usedEntries.add(entry.key);
    const source = entry ?? genericSkillQuestion(skill);
    questions.push({
      text: withSkill(source.text, skill),
      rubric: withSkill(source.rubric, skill),
      evidence: evidenceWith([skill], source.evidence),
      minutes: SKILL_MINUTES,
    });
  }
  return questions;
};

const responsibilityQuestion = (responsibility: string): BankQuestion => ({
  text: `This role includes: “${responsibility}”. Tell me about a time you did this. What was the situation, what did you do yourself, and what was the result?`,
  rubric: `A concrete example of this responsibility (${responsibility}): the situation, their own part and decisions, and a result they can measure or show.`,
  evidence: evidenceWith(responsibilityWords(responsibility), ['example', 'result']),
  minutes: 4,
});

/**
 * The plan the built-in question bank proposes for a job (decision 031), without a model:
 * deal-breakers first, then five to eight scored questions — the must-have skills, a
 * responsibility from the description, the seniority's ownership or leadership questions, then
 * nice-to-have skills and general questions to reach five. Deterministic: the same job gives the
 * same plan.
 */
export const proposeInterviewPlan = (job: JobInput): InterviewPlan => {
  const mustHave = skillQuestions(job.must_have_skills);
  const extras = [
    ...jobResponsibilities(job.description, 1).map(responsibilityQuestion),
    ...seniorityQuestions(job.seniority),
  ];
  // Keep room for up to three of the extras, but never fewer than three skill questions.
  const skillRoom = Math.max(3, MAX_PLAN_QUESTIONS - Math.min(extras.length, 3));
  const chosen = [...mustHave.slice(0, skillRoom)];
  for (const extra of extras) if (chosen.length < MAX_PLAN_QUESTIONS) chosen.push(extra);
  for (const rest of mustHave.slice(skillRoom))
    if (chosen.length < MAX_PLAN_QUESTIONS) chosen.push(rest);
  const fillers = [
    ...skillQuestions(job.nice_to_have_skills).filter(
      (question) => !chosen.some((taken) => taken.text === question.text),
    ),
    ...generalQuestions(job.title, job.company),
  ];
  for (const filler of fillers) if (chosen.length < MIN_PLAN_QUESTIONS) chosen.push(filler);

  const questions: InterviewQuestion[] = chosen.map((question, index) => ({
    id: `q-${index + 1}`,
    text: question.text,
    rubric: question.rubric,
    evidence: question.evidence,
    scored: true,
    minutes: question.minutes,
    origin: 'question_bank',
  }));
  return {
    deal_breakers: proposeDealBreakers(job),
    questions,
    practice_question: PRACTICE_QUESTION,
    proposed_by: 'question_bank',
  };
};
