import { joinWithAnd } from '@hirelane/domain/campaigns/render-template';
import type { JobInput } from '@hirelane/domain/projects/job.schema';
import { formatSalary } from '@hirelane/domain/projects/salary-format';

/** What the built-in writer says about the job, with the recruiter's instructions applied. */
export type JobFacts = {
  /** The company placeholder: the job's company, or the sender's workspace when the job has none. */
  company: string;
  /** " in {{job_location}} (hybrid)" or "" */
  where: string;
  /** "The role is based in {{job_location}}, hybrid." or null */
  whereLine: string | null;
  /** "TypeScript, PostgreSQL and Kubernetes" or null */
  skills: string | null;
  skillsLine: string | null;
  salaryLine: string | null;
  /** What the recruiter asked to mention, as written. */
  highlight: string | null;
  highlightLine: string | null;
  concise: boolean;
};

const REMOTE_WORDS = { remote: 'fully remote', hybrid: 'hybrid', onsite: 'on-site' } as const;
const MAX_SKILLS_NAMED = 3;

const CONCISE = /\b(short|shorter|brief|concise|succinct|to the point)\b/i;
const NO_SALARY =
  /\b(no|not|don't|do not|never|without|avoid|skip|leave out)\b[^.\n]*\b(salary|pay|compensation|money)\b/i;
const HIGHLIGHT =
  /\b(?:mention|highlight|emphasi[sz]e|stress|include|add)\s+(?:that\s+)?([^.\n]+)/i;
const NEGATED = /(\bno|\bnot|n't|\bnever|\bwithout)\s*$/i;

/** A phrase the recruiter asked to mention ("mention that we offer a 4-day week"), if any. */
const highlightOf = (instructions: string): string | null => {
  const match = HIGHLIGHT.exec(instructions);
  const phrase = match?.[1]?.trim().replace(/[.!;,\s]+$/, '');
  if (!match || !phrase) return null;
  if (NEGATED.test(instructions.slice(0, match.index))) return null;
  const text = phrase.slice(0, 200);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

const whereOf = (job: JobInput): string => {
  const policy = job.remote_policy ? REMOTE_WORDS[job.remote_policy] : null;
  if (job.location && policy) return ` in {{job_location}} (${policy})`;
  if (job.location) return ' in {{job_location}}';
  return policy ? ` (${policy})` : '';
};

const whereLineOf = (job: JobInput): string | null => {
  const policy = job.remote_policy ? REMOTE_WORDS[job.remote_policy] : null;
  if (job.location) return `The role is based in {{job_location}}${policy ? `, ${policy}` : ''}.`;
  return policy ? `The role is ${policy}.` : null;
};

export const jobFacts = (job: JobInput, instructions: string | undefined): JobFacts => {
  const text = instructions ?? '';
  const named = job.must_have_skills.slice(0, MAX_SKILLS_NAMED);
  const skills = named.length > 0 ? joinWithAnd(named) : null;
  const highlight = highlightOf(text);
  return {
    company: job.company ? '{{company_name}}' : '{{sender_company}}',
    where: whereOf(job),
    whereLine: whereLineOf(job),
    skills,
    skillsLine: skills ? `You would work with ${skills}.` : null,
    salaryLine:
      formatSalary(job.salary, { midSentence: true }) && !NO_SALARY.test(text)
        ? 'The salary range is {{job_salary}}.'
        : null,
    highlight,
    highlightLine: highlight ? `Worth knowing: ${highlight}.` : null,
    concise: CONCISE.test(text),
  };
};
