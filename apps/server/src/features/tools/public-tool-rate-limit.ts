import type { Database } from '../../db/client';
import {
  countToolRequests,
  deleteToolRequestsBefore,
  insertToolRequest,
  lockToolRequests,
} from './public-tool-request-store';

export type PublicTool = 'resume-to-email' | 'interview' | 'career-application';
export type RateLimit = { perWindow: number; windowSeconds: number };
export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

const KEEP_ROWS_MS = 24 * 3600 * 1000;

/**
 * Records one use of a public tool by an IP and tells whether it is within the limit, the way
 * the sign-in limiter does (auth/sign-in-rate-limit.ts): rows counted in PostgreSQL, so the limit
 * holds across API processes, under an advisory lock on the tool and IP. A refused use is not
 * recorded; its Retry-After is when the oldest counted use leaves the window.
 */
export const admitPublicToolRequest = async (
  db: Database,
  tool: PublicTool,
  ip: string,
  limit: RateLimit,
): Promise<Admission> => {
  const now = Date.now();
  const windowMs = limit.windowSeconds * 1000;
  return db.transaction(async (tx) => {
    await lockToolRequests(tx, tool, ip);
    const used = await countToolRequests(tx, tool, ip, new Date(now - windowMs));
    if (used.count >= limit.perWindow) {
      const freeAt = (used.oldest?.getTime() ?? now) + windowMs;
      return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
    }
    await insertToolRequest(tx, tool, ip);
    await deleteToolRequestsBefore(tx, new Date(now - KEEP_ROWS_MS));
    return { admitted: true };
  });
};
