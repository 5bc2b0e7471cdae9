/*
 * The WhatsApp Business Cloud API (decision 048, business account): Meta's Graph API, reached
 * with the workspace's own phone number id, business account (WABA) id and access token. The
 * interface keeps the engine and the routes free of Graph's HTTP shapes.
 */

/** The Graph API version every call names; bumped here when Meta retires it. */
export const GRAPH_API_VERSION = 'v21.0';

export type CloudApiCredentials = {
  phoneNumberId: string;
  wabaId: string;
  accessToken: string;
};

export const CLOUD_TEMPLATE_STATUSES = ['APPROVED', 'PENDING', 'REJECTED'] as const;

/** A template's components as Graph lists them (the fields this app reads). */
export type CloudTemplateComponent = {
  type: 'HEADER' | 'BODY' | 'FOOTER' | 'BUTTONS';
  format?: string;
  text?: string;
  buttons?: { type: string; text: string }[];
};

export type CloudTemplate = {
  id: string;
  name: string;
  language: string;
  /** APPROVED, PENDING, REJECTED, or another of Meta's (PAUSED, DISABLED…): only APPROVED sends. */
  status: string;
  category: string;
  components: CloudTemplateComponent[];
};

/** A parameter of a template message: positional ({{1}}) or named ({{first_name}}). */
export type CloudTemplateParameter = { type: 'text'; text: string; parameter_name?: string };

export type CloudTemplateMessage = {
  name: string;
  language: string;
  components: { type: 'header' | 'body'; parameters: CloudTemplateParameter[] }[];
};

/** Graph's error: `{error: {message, type, code, error_subcode, fbtrace_id}}`, or no answer. */
export class CloudApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or null when Graph could not be reached (the message never left). */
    readonly status: number | null,
    readonly code: number | null = null,
    readonly subcode: number | null = null,
    readonly fbtraceId: string | null = null,
  ) {
    super(message);
    this.name = 'CloudApiError';
  }
}

export type CloudApiClient = {
  /** The phone number's details: the one Graph call that proves the credentials. */
  readPhoneNumber: (
    credentials: CloudApiCredentials,
  ) => Promise<{ displayPhoneNumber: string; verifiedName: string | null }>;
  /** Every template of the business account (all pages). */
  listTemplates: (credentials: CloudApiCredentials) => Promise<CloudTemplate[]>;
  /** `to`: the person's E.164 number. Answers Graph's message id (wamid…). */
  sendTemplate: (
    credentials: CloudApiCredentials,
    to: string,
    template: CloudTemplateMessage,
  ) => Promise<{ messageId: string }>;
  sendText: (
    credentials: CloudApiCredentials,
    to: string,
    text: string,
  ) => Promise<{ messageId: string }>;
};
