import type { ParsedResume } from '@hirelane/domain/candidates/parsed-resume.schema';
import type {
  EmailDraft,
  ResumeToEmailFields,
} from '@hirelane/domain/tools/resume-to-email.schema';
import {
  overlappingSkills,
  writeOutreachEmail,
  type OutreachEmail,
  type OutreachRequest,
  type ResumeFacts,
} from '@hirelane/domain/tools/outreach-email-writer';
import { unprocessable } from '../../http/http-error';
import { LOCAL_RULES_LABEL } from '../../integrations/llm/local-rules-provider';
import { LlmError, type TextProvider } from '../../integrations/llm/text-provider';
import type { ResumeParserPool } from '../../integrations/resume-parser/resume-parser-pool';
import { RESUME_LEGACY_DOC } from '../../integrations/resume-parser/resume-refusal-reasons';
import {
  OUTREACH_SYSTEM_PROMPT,
  outreachUserPrompt,
  parseOutreachAnswer,
} from './outreach-email-prompt';
import { unsupportedMediaType } from './tool-status-errors';

const MAX_ANSWER_TOKENS = 800;
const BUILT_IN = { kind: 'local_rules', label: LOCAL_RULES_LABEL } as const;

/** The person's current title, company and first name as the resume gives them. */
export const resumeFacts = (resume: ParsedResume): ResumeFacts => {
  const current = resume.experience.find((entry) => entry.is_current) ?? resume.experience[0];
  const firstName = resume.first_name ?? resume.full_name?.trim().split(/\s+/)[0] ?? null;
  return {
    firstName: firstName || null,
    title: resume.designation ?? (current?.title || null),
    company: resume.current_company ?? (current?.company || null),
    skills: resume.skills,
  };
};

type ModelAnswer = { email: OutreachEmail } | { failure: string };

const askModel = async (
  text: TextProvider,
  facts: ResumeFacts,
  request: OutreachRequest,
  sharedSkills: string[],
): Promise<ModelAnswer> => {
  try {
    const answer = await text.complete({
      system: OUTREACH_SYSTEM_PROMPT,
      user: outreachUserPrompt(facts, request, sharedSkills),
      json: true,
      maxTokens: MAX_ANSWER_TOKENS,
    });
    const email = parseOutreachAnswer(answer);
    return email ? { email } : { failure: 'its answer was not an e-mail' };
  } catch (error) {
    if (error instanceof LlmError) return { failure: error.message };
    throw error;
  }
};

/**
 * Reads the resume (in memory, in the parser pool) and writes an outreach e-mail draft: by the
 * configured model, or by the built-in writer when none is configured or the model fails (the
 * draft then says why). Nothing is stored.
 */
export const draftOutreachEmail = async (
  text: TextProvider,
  parser: ResumeParserPool,
  bytes: Uint8Array,
  fields: ResumeToEmailFields,
): Promise<EmailDraft> => {
  const parsed = await parser.parse(bytes);
  if (!parsed.ok) {
    if (parsed.reason === RESUME_LEGACY_DOC) throw unsupportedMediaType(parsed.reason);
    throw unprocessable(parsed.reason, [{ path: 'file', message: parsed.reason }]);
  }
  const facts = resumeFacts(parsed.resume);
  const request: OutreachRequest = {
    jobDescription: fields.job_description,
    recruiterName: fields.recruiter_name,
    recruiterCompany: fields.recruiter_company,
  };
  const sharedSkills = overlappingSkills(facts.skills, request.jobDescription);
  const candidate = {
    name: parsed.resume.full_name,
    title: facts.title,
    company: facts.company,
    matched_skills: sharedSkills,
  };
  let notice: string | null = null;
  if (text.info.kind === 'openai_compatible') {
    const answer = await askModel(text, facts, request, sharedSkills);
    if ('email' in answer) return { ...answer.email, writer: text.info, notice, candidate };
    notice = `The AI model (${text.info.label}) could not write this draft: ${answer.failure} The built-in writer wrote it instead.`;
  }
  const { subject, body } = writeOutreachEmail(facts, request);
  return { subject, body, writer: BUILT_IN, notice, candidate };
};
