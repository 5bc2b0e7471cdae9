/** What the resume says about the person; null or empty where it says nothing. */
export type ResumeFacts = {
  firstName: string | null;
  title: string | null;
  company: string | null;
  skills: readonly string[];
};

export type OutreachRequest = {
  jobDescription: string;
  recruiterName: string;
  recruiterCompany: string;
};

export type OutreachEmail = { subject: string; body: string };

const MAX_SKILLS = 3;
const ROLE_LINE_MAX = 80;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The person's skills the job description names too (whole words, any letter case: Java does
 * not match JavaScript, C does not match C++), in the resume's order, at most `max`.
 */
export const overlappingSkills = (
  skills: readonly string[],
  jobDescription: string,
  max = MAX_SKILLS,
): string[] => {
  const text = jobDescription.normalize('NFC');
  const found: string[] = [];
  for (const skill of skills) {
    const clean = skill.trim().normalize('NFC');
    if (clean === '' || found.some((kept) => kept.toLowerCase() === clean.toLowerCase())) continue;
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}+#])${escapeRegExp(clean)}(?![\\p{L}\\p{N}+#])`,
      'iu',
    );
    if (pattern.test(text)) found.push(clean);
    if (found.length === max) break;
  }
  return found;
};

/**
 * The role's name when the job description starts with one: a short first line that is not a
 * sentence ("Senior Backend Engineer"). Null otherwise; nothing is guessed.
 */
export const roleFromJobDescription = (jobDescription: string): string | null => {
  const first = jobDescription
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .find((line) => line !== '');
  if (!first || first.length > ROLE_LINE_MAX || /[.!?:;]$/.test(first)) return null;
  return first.replace(/^(job title|role|position)\s*[-–—]\s*/i, '');
};

const joinList = (items: readonly string[]): string => {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
};

const present = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

const openingLine = (title: string | null, company: string | null): string => {
  if (title && company)
    return `I came across your resume, and your work as ${title} at ${company} stood out.`;
  if (title) return `I came across your resume, and your experience as ${title} stood out.`;
  if (company) return `I came across your resume, and your work at ${company} stood out.`;
  return 'I came across your resume and wanted to reach out.';
};

/**
 * The built-in writer's outreach e-mail: built only from what the resume and the request say
 * (the person's current title and company, up to three skills the job description asks for too,
 * the role when the description names it) and a clear ask for a short call.
 */
export const writeOutreachEmail = (
  facts: ResumeFacts,
  request: OutreachRequest,
): OutreachEmail & { matchedSkills: string[] } => {
  const title = present(facts.title);
  const company = present(facts.company);
  const firstName = present(facts.firstName);
  const recruiterName = present(request.recruiterName);
  const recruiterCompany = present(request.recruiterCompany);
  const role = roleFromJobDescription(request.jobDescription);
  const matchedSkills = overlappingSkills(facts.skills, request.jobDescription);

  const we = recruiterCompany ? `At ${recruiterCompany}, we` : 'We';
  const hiring = role
    ? `${we} are hiring ${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}`
    : `${we} are hiring for a role`;
  const fit =
    matchedSkills.length > 0
      ? `${hiring}, and your experience with ${joinList(matchedSkills)} is what this role asks for.`
      : `${hiring} that I think could fit your background.`;

  const body = [
    firstName ? `Hi ${firstName},` : 'Hello,',
    '',
    openingLine(title, company),
    '',
    fit,
    '',
    'Would you be open to a 15-minute call this week to hear more? If the timing is not right, a short reply saying so is just as welcome.',
    '',
    'Best regards,',
    ...(recruiterName ? [recruiterName] : []),
    ...(recruiterCompany ? [recruiterCompany] : []),
  ].join('\n');

  const at = recruiterCompany ? ` at ${recruiterCompany}` : '';
  const subject = role
    ? `${role}${at}`
    : matchedSkills.length > 0
      ? `A role for your ${joinList(matchedSkills.slice(0, 2))} experience`
      : `A role${at} that may interest you`;
  return { subject, body, matchedSkills };
};
