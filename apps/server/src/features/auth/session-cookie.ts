import { createHmac, timingSafeEqual } from 'node:crypto';

export const COOKIE_PREFIX = 'hirelane';

export const sessionCookieName = (secure: boolean): string =>
  `${secure ? '__Secure-' : ''}${COOKIE_PREFIX}.session_token`;

const signature = (token: string, secret: string): string =>
  createHmac('sha256', secret).update(token).digest('base64');

/** The cookie value better-auth writes: `encodeURIComponent(token + "." + base64(HMAC-SHA256(secret, token)))`. */
export const signSessionToken = (token: string, secret: string): string =>
  encodeURIComponent(`${token}.${signature(token, secret)}`);

export const verifySessionCookie = (rawValue: string, secret: string): string | null => {
  let value: string;
  try {
    value = decodeURIComponent(rawValue);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = Buffer.from(signature(token, secret), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
};

export const readCookie = (header: string | undefined, name: string): string | undefined => {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
};

export const serializeSessionCookie = (options: {
  name: string;
  value: string;
  maxAgeSeconds: number;
  secure: boolean;
}): string =>
  `${options.name}=${options.value}; Max-Age=${options.maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
