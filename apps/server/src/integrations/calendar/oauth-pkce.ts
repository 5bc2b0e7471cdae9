import { createHash, createHmac } from 'node:crypto';

/*
 * PKCE (RFC 7636) with S256. The verifier is not stored: it is derived from the state's nonce with
 * a server secret, so the callback can rebuild it and only this server knows it.
 */

/** 43 base64url characters (256 bits): the shortest verifier RFC 7636 allows, the strongest hash. */
export const pkceVerifier = (secret: string, nonce: string): string =>
  createHmac('sha256', secret).update(`calendar-oauth-pkce.${nonce}`).digest('base64url');

/** code_challenge = BASE64URL(SHA256(ASCII(code_verifier))). */
export const pkceChallenge = (verifier: string): string =>
  createHash('sha256').update(verifier, 'ascii').digest('base64url');
