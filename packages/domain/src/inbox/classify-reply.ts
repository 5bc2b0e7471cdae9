import type { ReplyLabel } from './reply-labels';

/**
 * The person's own words: the quoted history ("> …" lines, and everything from an
 * "On … wrote:" / "-----Original Message-----" line on) is the sender's e-mail, not theirs.
 */
export const ownWords = (text: string): string => {
  const kept: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*(?:on\b.*\bwrote:|-{2,}\s*original message\s*-{2,}|from:\s.+@)/i.test(line)) break;
    if (/^\s*>/.test(line)) continue;
    kept.push(line);
  }
  return kept.join('\n').trim();
};

const words = (...phrases: string[]): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.join('|')})(?![\\p{L}\\p{N}])`, 'iu');

// In order: the first rule that matches wins, so the stronger asks come first
// ("please remove me, I'm not interested" is an unsubscribe request).
const RULES: readonly { label: ReplyLabel; pattern: RegExp }[] = [
  {
    label: 'unsubscribe_request',
    pattern: words(
      'unsubscribe',
      'remove me',
      'take me off',
      'stop (?:e-?mailing|contacting|writing to) me',
      "don'?t (?:e-?mail|contact|write to) me",
      'do not (?:e-?mail|contact|write to) me',
      'opt(?:[- ])?out',
    ),
  },
  {
    label: 'wrong_person',
    pattern: words(
      'wrong person',
      'not the right person',
      'no longer (?:work|with|at|employed)',
      '(?:have|has) left (?:the company|the firm)',
      "i'?m not (?:the|a) .{0,30}you(?:'re| are) looking for",
      'you have the wrong',
    ),
  },
  {
    label: 'out_of_office',
    pattern: words(
      'out of (?:the )?office',
      'on (?:vacation|holiday|leave|parental leave|annual leave)',
      'away (?:until|from the office)',
      'limited access to (?:my )?e-?mail',
    ),
  },
  {
    label: 'not_interested',
    pattern: words(
      'not interested',
      'no longer interested',
      'not looking',
      'no,? thanks?',
      'no thank you',
      'not (?:the )?right (?:time|fit)',
      'happy (?:where i am|in my current)',
      'not open to',
      'pass on this',
      "i'?ll pass",
    ),
  },
  {
    label: 'interested',
    pattern: words(
      'interested',
      "i'?d (?:love|like) to",
      'happy to (?:chat|talk|connect|hop on)',
      "let'?s (?:talk|chat|connect|set up|schedule)",
      'sounds (?:good|great|interesting)',
      'tell me more',
      'open to (?:it|a chat|chat|talking|hearing)',
      'keen',
      'count me in',
      'when are you (?:free|available)',
    ),
  },
];

/**
 * The label of an inbound message by the rules: an automatic reply is out of office; else the
 * first rule that matches the person's own words; else a question mark makes it a question.
 * Null when nothing matches (the AI provider, or a person, may label it).
 */
export const classifyReply = (message: {
  kind: string;
  subject: string;
  text: string;
}): ReplyLabel | null => {
  if (message.kind === 'auto_reply') return 'out_of_office';
  const own = ownWords(message.text);
  for (const rule of RULES) if (rule.pattern.test(own)) return rule.label;
  if (own.includes('?')) return 'question';
  return null;
};
