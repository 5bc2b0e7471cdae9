import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a voice provider of Vapi's kind (decision 047): `POST /call` with a Bearer
 * key places an outbound call with a transient assistant; the call's server messages
 * (`status-update`, `end-of-call-report`) are posted, signed, to the assistant's server URL when
 * the test says so (`finish`), following the outcome scripted for the dialled number.
 */

export type ScriptedOutcome = 'answered' | 'no_answer' | 'busy' | 'voicemail' | 'failed';
export type CallScript = {
  outcome: ScriptedOutcome;
  /** "AI: …\nUser: …" lines; answered calls only. */
  transcript?: string;
  durationSeconds?: number;
  /**
   * Runs the call to its end before answering POST /call, as a real provider's messages can
   * overtake its HTTP answer on a slow network.
   */
  endBeforeAnswer?: boolean;
};

/** An URL to post to, or a function that delivers (body, headers) and answers the HTTP status. */
export type VoiceWebhookTarget =
  string | ((body: string, headers: Record<string, string>) => Promise<number>);

export type FakeVoiceOptions = {
  apiKey: string;
  phoneNumberId: string;
  webhookSecret: string;
  /** Overrides the assistant's server URL (tests that inject into the app). */
  webhook?: VoiceWebhookTarget;
  port?: number;
};

export type FakeCall = {
  id: string;
  number: string;
  body: Record<string, unknown>;
  status: 'queued' | 'ended';
};

export type SignedDelivery = { body: string; headers: Record<string, string>; status: number };

const ENDED_REASON: Record<ScriptedOutcome, string> = {
  answered: 'customer-ended-call',
  no_answer: 'customer-did-not-answer',
  busy: 'customer-busy',
  voicemail: 'voicemail',
  failed: 'twilio-failed-to-connect-call',
};

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

export class FakeVoice {
  readonly calls: FakeCall[] = [];
  readonly deliveries: SignedDelivery[] = [];
  /** Scripted outcome per dialled number (E.164); unscripted numbers answer with a short chat. */
  readonly scripts = new Map<string, CallScript>();
  url = '';
  private server = createServer((request, response) => {
    this.route(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: String(error) }));
    });
  });

  constructor(private readonly options: FakeVoiceOptions) {}

  async start(): Promise<this> {
    await new Promise<void>((resolve) =>
      this.server.listen(this.options.port ?? 0, '127.0.0.1', resolve),
    );
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  script(number: string, script: CallScript): void {
    this.scripts.set(number, script);
  }

  private async route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/call')
      return json(404, { message: 'Cannot find route', statusCode: 404 });
    if (request.headers.authorization !== `Bearer ${this.options.apiKey}`)
      return json(401, {
        message:
          'Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.',
        statusCode: 401,
      });
    const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
    const customer = body.customer as { number?: unknown } | undefined;
    const number = typeof customer?.number === 'string' ? customer.number : '';
    if (body.phoneNumberId !== this.options.phoneNumberId)
      return json(400, {
        message: ['phoneNumberId must be a phone number of this org'],
        statusCode: 400,
      });
    if (!/^\+[1-9]\d{6,14}$/.test(number))
      return json(400, {
        message: ['customer.number must be a valid phone number in the E.164 format'],
        statusCode: 400,
      });
    if (!body.assistant || typeof body.assistant !== 'object')
      return json(400, { message: ['assistant or assistantId is required'], statusCode: 400 });
    const now = new Date().toISOString();
    const call: FakeCall = { id: randomUUID(), number, body, status: 'queued' };
    this.calls.push(call);
    if (this.scripts.get(number)?.endBeforeAnswer) await this.finish(call);
    return json(201, {
      id: call.id,
      orgId: 'org-fake',
      type: 'outboundPhoneCall',
      status: 'queued',
      phoneNumberId: body.phoneNumberId,
      customer: body.customer,
      assistant: body.assistant,
      metadata: body.metadata ?? {},
      createdAt: now,
      updatedAt: now,
    });
  }

  /** Signs and posts one server message (as Vapi's HMAC credential: `<timestamp>.<body>`). */
  async deliver(
    call: FakeCall,
    message: Record<string, unknown>,
    at = new Date(),
  ): Promise<SignedDelivery> {
    const body = JSON.stringify({
      message: {
        ...message,
        timestamp: at.getTime(),
        call: { id: call.id, type: 'outboundPhoneCall', metadata: call.body.metadata ?? {} },
      },
    });
    const timestamp = Math.floor(at.getTime() / 1000);
    const signature = createHmac('sha256', this.options.webhookSecret)
      .update(`${timestamp}.${body}`)
      .digest('hex');
    const headers = {
      'content-type': 'application/json',
      'x-vapi-signature': signature,
      'x-vapi-timestamp': String(timestamp),
    };
    const status = await this.post(call, body, headers);
    const delivery = { body, headers, status };
    this.deliveries.push(delivery);
    return delivery;
  }

  /** Posts a delivery again, byte for byte (a provider retrying after a timeout). */
  async replay(delivery: SignedDelivery, call: FakeCall): Promise<number> {
    return this.post(call, delivery.body, delivery.headers);
  }

  private async post(call: FakeCall, body: string, headers: Record<string, string>) {
    const target =
      this.options.webhook ?? (call.body.assistant as { server: { url: string } }).server.url;
    if (typeof target === 'function') return target(body, headers);
    const response = await fetch(target, { method: 'POST', headers, body });
    return response.status;
  }

  /**
   * Runs a placed call to its end as scripted for its number: status updates, then the
   * end-of-call report with transcript and recording for an answered call. Answers the report's
   * delivery (to replay it).
   */
  async finish(call: FakeCall): Promise<SignedDelivery> {
    const script = this.scripts.get(call.number) ?? {
      outcome: 'answered',
      transcript: 'AI: Hello, do you have a minute?\nUser: Who is this?',
    };
    const answered = script.outcome === 'answered' || script.outcome === 'voicemail';
    await this.deliver(call, { type: 'status-update', status: 'ringing' });
    if (answered) await this.deliver(call, { type: 'status-update', status: 'in-progress' });
    const duration = answered ? (script.durationSeconds ?? 95) : 0;
    const ended = new Date();
    const started = new Date(ended.getTime() - duration * 1000);
    const transcript = script.outcome === 'answered' ? (script.transcript ?? '') : '';
    const recordingUrl = answered ? `${this.url}/recordings/${call.id}.wav` : undefined;
    call.status = 'ended';
    return this.deliver(call, {
      type: 'end-of-call-report',
      endedReason: ENDED_REASON[script.outcome],
      startedAt: started.toISOString(),
      endedAt: ended.toISOString(),
      durationSeconds: duration,
      ...(answered
        ? {
            transcript,
            recordingUrl,
            artifact: { transcript, recordingUrl, messages: [] },
          }
        : {}),
    });
  }

  /** The calls placed for a number, oldest first. */
  callsTo(number: string): FakeCall[] {
    return this.calls.filter((call) => call.number === number);
  }
}
