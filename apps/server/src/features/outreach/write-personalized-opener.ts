import type { TextProvider } from '../../integrations/llm/text-provider';
import type { CandidateRow } from '../campaigns/previews/preview-values-store';

const OPENER_MAX = 300;

/** The rule-based opener of the built-in writer: a sentence from what the profile says. */
const ruleBasedOpener = (candidate: CandidateRow): string | null => {
  const role = candidate.designation?.trim() || candidate.normalizedTitle?.trim();
  const company = candidate.currentCompany?.trim();
  const skills = candidate.skills.slice(0, 2);
  if (role && company) return `Your work as ${role} at ${company} caught my eye.`;
  if (role && skills.length > 0)
    return `Your experience as ${role} with ${skills.join(' and ')} caught my eye.`;
  if (company) return `What you have been building at ${company} caught my eye.`;
  if (skills.length > 0) return `Your background in ${skills.join(' and ')} caught my eye.`;
  return null;
};

/**
 * The Personalized Opener ({{ice_breaker}}) for one candidate: one sentence from the configured
 * model, or from the built-in writer when none is configured. Null when there is nothing to say
 * (the e-mail is then held, not sent with a generic line).
 */
export const writePersonalizedOpener = async (
  text: TextProvider,
  candidate: CandidateRow,
  jobTitle: string | null,
): Promise<string | null> => {
  if (text.info.kind === 'local_rules') return ruleBasedOpener(candidate);
  const profile = [
    candidate.fullName && `Name: ${candidate.fullName}`,
    candidate.designation && `Title: ${candidate.designation}`,
    candidate.currentCompany && `Company: ${candidate.currentCompany}`,
    candidate.skills.length > 0 && `Skills: ${candidate.skills.slice(0, 8).join(', ')}`,
    candidate.summary && `Summary: ${candidate.summary.slice(0, 600)}`,
  ].filter(Boolean);
  const answer = await text.complete({
    system:
      'You write the first sentence of a recruiting e-mail: one friendly, specific sentence about the candidate, under 30 words, no greeting, no flattery clichés, no made-up facts.',
    user: `${profile.join('\n')}${jobTitle ? `\nRole we hire for: ${jobTitle}` : ''}`,
    maxTokens: 80,
  });
  const sentence = answer.replace(/\s+/g, ' ').trim().replace(/^"|"$/g, '');
  return sentence ? sentence.slice(0, OPENER_MAX) : null;
};
