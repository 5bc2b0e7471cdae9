import { z } from 'zod';
import type { JobInput } from '@hirelane/domain/projects/job.schema';
import type { SearchExpansion } from '@hirelane/domain/search/search-from-job';
import type { TalentSearchResult } from '@hirelane/domain/search/talent-search.schema';
import { LlmError, type TextProvider } from '../../integrations/llm/text-provider';

const UNREADABLE = 'The model answered something that is not the expected JSON.';

const readJson = (answer: string): unknown => {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start < 0 || end < start) throw new LlmError('malformed', UNREADABLE);
  try {
    return JSON.parse(answer.slice(start, end + 1));
  } catch {
    throw new LlmError('malformed', UNREADABLE);
  }
};

const shortText = z.string().trim().min(1).max(80);
const expansionAnswer = z.object({
  title_synonyms: z.array(shortText).max(20).default([]),
  skill_variants: z.record(z.string(), z.array(shortText).max(10)).default({}),
});

const jobFacts = (job: JobInput) =>
  JSON.stringify({
    title: job.title,
    seniority: job.seniority,
    location: job.location,
    must_have_skills: job.must_have_skills,
    nice_to_have_skills: job.nice_to_have_skills,
  });

/**
 * Other titles for the job and other spellings of its must-have skills, from the configured
 * model; the search builder keeps what fits the query language's caps. Throws an LlmError.
 */
export const expandSearchWithModel = async (
  text: TextProvider,
  job: JobInput,
): Promise<SearchExpansion> => {
  const answer = await text.complete({
    system:
      'You help a recruiter search a talent pool. Given a job as JSON, answer one JSON object ' +
      '{"title_synonyms": string[], "skill_variants": {"<must-have skill as given>": string[]}}: ' +
      'up to 6 job titles people doing this work hold (without seniority words), and for each ' +
      'must-have skill up to 3 other names or spellings profiles use. No explanations.',
    user: jobFacts(job),
    json: true,
    maxTokens: 600,
  });
  const parsed = expansionAnswer.safeParse(readJson(answer));
  if (!parsed.success) throw new LlmError('malformed', UNREADABLE);
  return {
    titleSynonyms: parsed.data.title_synonyms,
    skillVariants: parsed.data.skill_variants,
  };
};

const reasonAnswer = z.object({ reason: z.string().trim().min(1).max(400) });

/** One sentence from the model on why this person fits the job, grounded in the match reasons. */
export const writeReasonWithModel = async (
  text: TextProvider,
  job: JobInput,
  person: TalentSearchResult,
): Promise<string> => {
  const answer = await text.complete({
    system:
      'You are Ria, a sourcing assistant. In one sentence (at most 40 words), tell the recruiter ' +
      'why this person was chosen for the job, using only the facts and match reasons given. ' +
      'Answer one JSON object {"reason": string}.',
    user: JSON.stringify({
      job: JSON.parse(jobFacts(job)) as unknown,
      person: {
        title: person.designation,
        company: person.current_company,
        location: [person.current_city, person.country].filter(Boolean).join(', '),
        years_of_experience: person.years_of_experience,
        skills: person.skills,
      },
      match: person.match,
    }),
    json: true,
    maxTokens: 200,
  });
  const parsed = reasonAnswer.safeParse(readJson(answer));
  if (!parsed.success) throw new LlmError('malformed', UNREADABLE);
  return parsed.data.reason;
};
