import type { InboxMessage } from './inbox.schema';

/**
 * Which way a reply from the inbox goes. Replies are e-mails only for now (decision 045): the
 * extension's LinkedIn actions belong to campaign steps, so a LinkedIn conversation is answered
 * in LinkedIn messaging. The composer says so instead of letting the recruiter guess.
 */
export type ReplyChannel = {
  /** none: only LinkedIn messages from the person, nothing to answer by e-mail. */
  mode: 'email' | 'none';
  /** Why the reply goes by e-mail (the person last wrote on LinkedIn), or why there is none. */
  note: string | null;
};

export const LINKEDIN_REPLY_BY_EMAIL_NOTE =
  'This reply goes by e-mail, under their last e-mail: replies from the inbox are not sent on LinkedIn yet. To answer on LinkedIn, write to them in LinkedIn messaging.';
export const LINKEDIN_ONLY_NOTE =
  'This conversation is on LinkedIn: answer in LinkedIn messaging. Replies from the inbox go by e-mail, and this person has not written by e-mail yet.';

const fromPerson = (message: InboxMessage) =>
  message.direction === 'inbound' && message.kind !== 'bounce';

export const replyChannelOf = (messages: readonly InboxMessage[]): ReplyChannel => {
  const inbound = messages.filter(fromPerson);
  const newest = inbound.at(-1);
  if (!newest || newest.channel === 'email') return { mode: 'email', note: null };
  return inbound.some((message) => message.channel === 'email')
    ? { mode: 'email', note: LINKEDIN_REPLY_BY_EMAIL_NOTE }
    : { mode: 'none', note: LINKEDIN_ONLY_NOTE };
};
