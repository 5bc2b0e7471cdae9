/*
 * WhatsApp Web addresses a person by "<digits>@c.us": the E.164 number without its plus sign.
 */

export const chatIdOf = (e164: string): string => {
  const digits = e164.replace(/^\+/, '');
  if (!/^[1-9]\d{6,14}$/.test(digits)) throw new Error(`Not an E.164 number: ${e164}`);
  return `${digits}@c.us`;
};

/** The E.164 number of a one-to-one chat id, or null for groups, broadcasts and the like. */
export const e164OfChatId = (chatId: string): string | null => {
  const match = /^([1-9]\d{6,14})@(c\.us|s\.whatsapp\.net)$/.exec(chatId);
  return match ? `+${match[1]}` : null;
};
