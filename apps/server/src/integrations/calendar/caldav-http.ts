import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkOutboundHost, type OutboundPolicy } from '../network/outbound-address-policy';

/*
 * HTTP for a customer's CalDAV server: the host is checked against the outbound-address policy
 * (decision 013) and the connection goes to the checked address, with the name kept for TLS and
 * the Host header. Answers are capped in size and time.
 */

export type DavAuth = { username: string; password: string };

export type DavRequest = {
  method: 'PROPFIND' | 'REPORT' | 'PUT' | 'DELETE' | 'GET';
  url: string;
  depth?: '0' | '1';
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
};

export type DavResponse = { status: number; body: string; headers: http.IncomingHttpHeaders };

export class CaldavError extends Error {
  constructor(
    readonly reason:
      'denied' | 'unreachable' | 'unauthorized' | 'not_caldav' | 'too_large' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

const MAX_RESPONSE_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 15_000;

const pinnedLookup =
  (address: string, family: 4 | 6): LookupFunction =>
  (_hostname, options, callback) => {
    if (typeof options === 'object' && options.all)
      (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
        { address, family },
      ]);
    else callback(null, address, family);
  };

export const davRequest = async (
  request: DavRequest,
  auth: DavAuth,
  policy: OutboundPolicy,
): Promise<DavResponse> => {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    throw new CaldavError('not_caldav', 'The server address is not a valid URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new CaldavError('not_caldav', 'The server address must start with https:// or http://.');
  const target = await checkOutboundHost(url.hostname, policy);
  if (!target.ok)
    throw new CaldavError(
      target.reason === 'denied' ? 'denied' : 'unreachable',
      target.reason === 'denied'
        ? 'This server address is not allowed.'
        : 'The server could not be found.',
    );
  const client = url.protocol === 'https:' ? https : http;
  const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
  return new Promise<DavResponse>((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: request.method,
        lookup: pinnedLookup(target.address, target.family),
        timeout: TIMEOUT_MS,
        headers: {
          Authorization: `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}`,
          Accept: 'application/xml, text/calendar, */*',
          ...(request.depth ? { Depth: request.depth } : {}),
          ...(body
            ? {
                'Content-Type': request.contentType ?? 'application/xml; charset=utf-8',
                'Content-Length': String(body.length),
              }
            : {}),
          ...request.headers,
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_RESPONSE_BYTES) {
            incoming.destroy();
            reject(new CaldavError('too_large', 'The calendar server sent too much data.'));
            return;
          }
          chunks.push(chunk);
        });
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: incoming.headers,
          }),
        );
        incoming.on('error', () =>
          reject(new CaldavError('unreachable', 'The calendar server closed the connection.')),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', () =>
      reject(new CaldavError('unreachable', 'The calendar server could not be reached.')),
    );
    if (body) outgoing.write(body);
    outgoing.end();
  });
};
