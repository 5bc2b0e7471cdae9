import { PLACEHOLDER_PATTERN, PREVIOUS_SUBJECT_VARIABLE } from '../campaigns/template-variables';

const REPLY_PREFIX = /^\s*re\s*:/i;

const usesPreviousSubject = (template: string): boolean =>
  [...template.matchAll(PLACEHOLDER_PATTERN)].some(
    (match) => match[1] === PREVIOUS_SUBJECT_VARIABLE,
  );

/**
 * The subject of an e-mail in a thread. {{previous_subject}} stands for the thread's first
 * subject; a subject that is that placeholder alone becomes 'Re: <first subject>' so mail
 * clients keep the conversation together. A 'Re:' is never doubled.
 */
export const threadSubject = (template: string, firstSubject: string | null): string => {
  if (!usesPreviousSubject(template)) return template;
  const previous = firstSubject ?? '';
  const filled = template.replace(PLACEHOLDER_PATTERN, (raw, name: string) =>
    name === PREVIOUS_SUBJECT_VARIABLE ? previous : raw,
  );
  const alone = template.replace(PLACEHOLDER_PATTERN, '').trim() === '';
  if (alone && !REPLY_PREFIX.test(filled)) return `Re: ${filled.trim()}`;
  return filled.replace(/^(\s*re\s*:\s*)(re\s*:\s*)+/i, '$1').trim();
};

/** True when a follow-up subject should carry the thread's first subject. */
export const isThreadSubject = usesPreviousSubject;
