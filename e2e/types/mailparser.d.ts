/** The part of mailparser 3.7 the e2e mailbox uses (the package ships no types). */
declare module 'mailparser' {
  export type EmailAddress = { address?: string; name: string };
  export type AddressObject = { value: EmailAddress[]; text: string; html: string };

  export type ParsedMail = {
    subject?: string;
    text?: string;
    html?: string | false;
    to?: AddressObject | AddressObject[];
    date?: Date;
    messageId?: string;
  };

  export function simpleParser(source: Buffer | string): Promise<ParsedMail>;
}
