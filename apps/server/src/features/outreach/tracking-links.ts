import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Links inside campaign e-mails (unsubscribe, open pixel, click redirect) carry the delivery id
 * and an HMAC, so nobody can unsubscribe someone else or turn the redirect into an open redirect.
 */

export type LinkKind = 'unsubscribe' | 'open' | 'click';

const keyFor = (secret: string) => createHmac('sha256', secret).update('outreach-links').digest();

const signature = (secret: string, kind: LinkKind, deliveryId: string, extra = ''): string =>
  createHmac('sha256', keyFor(secret))
    .update(`${kind}:${deliveryId}:${extra}`)
    .digest('base64url')
    .slice(0, 32);

export const linkToken = (secret: string, kind: LinkKind, deliveryId: string, extra = '') =>
  `${deliveryId}.${signature(secret, kind, deliveryId, extra)}`;

/** The delivery id of a valid token, or null. */
export const readLinkToken = (
  secret: string,
  kind: LinkKind,
  token: string,
  extra = '',
): string | null => {
  const [deliveryId, given] = token.split('.');
  if (!deliveryId || !given || !/^[0-9a-f-]{36}$/.test(deliveryId)) return null;
  const expected = Buffer.from(signature(secret, kind, deliveryId, extra));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? deliveryId : null;
};

export type DeliveryLinks = {
  unsubscribeUrl: string;
  openPixelUrl: string;
  clickUrl: (target: string) => string;
};

export const deliveryLinks = (
  appUrl: string,
  secret: string,
  deliveryId: string,
): DeliveryLinks => ({
  unsubscribeUrl: `${appUrl}/u/${linkToken(secret, 'unsubscribe', deliveryId)}`,
  openPixelUrl: `${appUrl}/t/o/${linkToken(secret, 'open', deliveryId)}.gif`,
  clickUrl: (target) =>
    `${appUrl}/t/c/${linkToken(secret, 'click', deliveryId, target)}?u=${encodeURIComponent(target)}`,
});
