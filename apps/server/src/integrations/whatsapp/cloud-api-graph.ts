import {
  CloudApiError,
  GRAPH_API_VERSION,
  type CloudApiClient,
  type CloudApiCredentials,
  type CloudTemplate,
} from './cloud-api-client';

const TIMEOUT_MS = 15_000;
const MAX_TEMPLATE_PAGES = 20;

type GraphError = {
  error?: {
    message?: string;
    type?: string;
    code?: number;
    error_subcode?: number;
    fbtrace_id?: string;
  };
};

/** Graph's own words when it gave them, else the HTTP status. */
const graphError = async (response: Response, what: string): Promise<CloudApiError> => {
  const body = (await response.json().catch(() => ({}))) as GraphError;
  const error = body.error;
  const detail = error?.message ? `: ${error.message}` : '';
  return new CloudApiError(
    `WhatsApp Business refused to ${what} (HTTP ${response.status}${error?.code ? `, code ${error.code}` : ''}${detail}).`,
    response.status,
    error?.code ?? null,
    error?.error_subcode ?? null,
    error?.fbtrace_id ?? null,
  );
};

/** Meta's Graph API: `Authorization: Bearer <access token>` on every call. */
export const createGraphCloudApi = (baseUrl: string): CloudApiClient => {
  const call = async (
    credentials: CloudApiCredentials,
    method: 'GET' | 'POST',
    url: string,
    what: string,
    body?: unknown,
  ): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${credentials.accessToken}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new CloudApiError(
        `WhatsApp Business at ${baseUrl} cannot be reached (${error instanceof Error ? error.message : 'unknown error'}).`,
        null,
      );
    }
    if (!response.ok) throw await graphError(response, what);
    return response.json();
  };
  const graph = (path: string) => `${baseUrl}/${GRAPH_API_VERSION}/${path}`;
  const send = async (credentials: CloudApiCredentials, message: Record<string, unknown>) => {
    const body = (await call(
      credentials,
      'POST',
      graph(`${encodeURIComponent(credentials.phoneNumberId)}/messages`),
      'send the message',
      { messaging_product: 'whatsapp', recipient_type: 'individual', ...message },
    )) as { messages?: { id?: string }[] };
    const id = body.messages?.[0]?.id;
    if (!id) throw new CloudApiError('WhatsApp Business answered without a message id.', 200);
    return { messageId: id };
  };
  const recipient = (to: string) => to.replace(/^\+/, '');

  return {
    readPhoneNumber: async (credentials) => {
      const body = (await call(
        credentials,
        'GET',
        graph(
          `${encodeURIComponent(credentials.phoneNumberId)}?fields=display_phone_number,verified_name`,
        ),
        'read the phone number',
      )) as { display_phone_number?: string; verified_name?: string };
      if (!body.display_phone_number)
        throw new CloudApiError('WhatsApp Business answered without the phone number.', 200);
      return {
        displayPhoneNumber: body.display_phone_number,
        verifiedName: body.verified_name ?? null,
      };
    },
    listTemplates: async (credentials) => {
      const templates: CloudTemplate[] = [];
      let url: string | undefined = graph(
        `${encodeURIComponent(credentials.wabaId)}/message_templates?fields=id,name,language,status,category,components&limit=100`,
      );
      for (let page = 0; url && page < MAX_TEMPLATE_PAGES; page += 1) {
        const body = (await call(credentials, 'GET', url, 'list the message templates')) as {
          data?: CloudTemplate[];
          paging?: { next?: string };
        };
        templates.push(...(body.data ?? []));
        url = body.paging?.next;
      }
      return templates;
    },
    sendTemplate: (credentials, to, template) =>
      send(credentials, {
        to: recipient(to),
        type: 'template',
        template: {
          name: template.name,
          language: { code: template.language },
          components: template.components,
        },
      }),
    sendText: (credentials, to, text) =>
      send(credentials, {
        to: recipient(to),
        type: 'text',
        text: { preview_url: false, body: text },
      }),
  };
};
