import type { InboxMessage } from './inbox.schema';

/**
 * Which way a reply from the inbox can go: by e-mail under the person's last e-mail, or on
 * LinkedIn (queued for the browser extension of the account they wrote to, decision 045), or on
 * WhatsApp (queued for the account they wrote to, decision 048). The
 * box starts on the channel the person last wrote on and offers each channel they wrote on.
 */
export type ReplyVia = 'email' | 'linkedin' | 'whatsapp';
export type ReplyChannel = { initial: ReplyVia; options: ReplyVia[] };

export const LINKEDIN_REPLY_NOTE =
  'Sent on LinkedIn, as written, by the Hirelane browser extension from your LinkedIn account while your browser is open.';
export const LINKEDIN_REPLY_QUEUED = 'Reply queued: the browser extension sends it on LinkedIn.';

export const WHATSAPP_REPLY_NOTE =
  'Sent on WhatsApp, as written, from the account they wrote to. Through WhatsApp Business only within 24 hours of their last message.';
export const WHATSAPP_REPLY_QUEUED = 'Reply queued: it leaves on WhatsApp within seconds.';

const fromPerson = (message: InboxMessage) =>
  message.direction === 'inbound' && message.kind !== 'bounce';

export const replyChannelOf = (messages: readonly InboxMessage[]): ReplyChannel => {
  const inbound = messages.filter(fromPerson);
  const options = (['email', 'linkedin', 'whatsapp'] as const).filter((channel) =>
    inbound.some((message) => message.channel === channel),
  );
  const newest = inbound.at(-1)?.channel;
  const initial: ReplyVia = newest === 'linkedin' || newest === 'whatsapp' ? newest : 'email';
  return { initial, options: options.length > 0 ? options : ['email'] };
};
