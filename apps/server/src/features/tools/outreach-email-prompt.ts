import { z } from 'zod';
import type {
  OutreachEmail,
  OutreachRequest,
  ResumeFacts,
} from '@hirelane/domain/tools/outreach-email-writer';

const SUBJECT_MAX = 200;
const BODY_MAX = 4000;

export const OUTREACH_SYSTEM_PROMPT = [
  'You write a recruiter’s first outreach e-mail to a candidate, from facts read from their resume and a job description.',
  'Use only the facts given: never invent employers, titles, skills, numbers, salaries or benefits.',
  'Mention the candidate’s current title and company when given, and one to three of the shared skills.',
  'Keep it under 150 words, warm and specific, no clichés, and end with one clear ask (a short call).',
  'Sign with the recruiter’s name and company when given; never write placeholders in brackets.',
  'Answer with one JSON object: {"subject": string, "body": string} (body in plain text with line breaks).',
].join(' ');

export const outreachUserPrompt = (
  facts: ResumeFacts,
  request: OutreachRequest,
  sharedSkills: readonly string[],
): string =>
  [
    `Candidate first name: ${facts.firstName ?? '(not given)'}`,
    `Current title: ${facts.title ?? '(not given)'}`,
    `Current company: ${facts.company ?? '(not given)'}`,
    `Skills on the resume: ${facts.skills.slice(0, 20).join(', ') || '(none listed)'}`,
    `Skills the job description also asks for: ${sharedSkills.join(', ') || '(none found)'}`,
    `Recruiter name: ${request.recruiterName || '(not given)'}`,
    `Recruiter company: ${request.recruiterCompany || '(not given)'}`,
    '',
    'Job description:',
    request.jobDescription,
  ].join('\n');

const answerSchema = z.object({
  subject: z.string().trim().min(1).max(SUBJECT_MAX),
  body: z.string().trim().min(1).max(BODY_MAX),
});

/** The model's JSON answer as an e-mail, or null when it is not one. */
export const parseOutreachAnswer = (answer: string): OutreachEmail | null => {
  try {
    const parsed = answerSchema.safeParse(JSON.parse(answer));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
