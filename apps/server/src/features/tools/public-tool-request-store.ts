import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { publicToolRequest } from '../../db/schema/platform';

// Its own lock namespace (sign-in uses 7301 and 7302).
const TOOL_LOCK = 7303;

/** A transaction-scoped advisory lock on one tool and IP: count-then-insert becomes atomic. */
export const lockToolRequests = async (tx: Executor, tool: string, ip: string) => {
  await tx.execute(sql`select pg_advisory_xact_lock(${TOOL_LOCK}, hashtext(${`${tool} ${ip}`}))`);
};

const since = (tool: string, ip: string, from: Date) =>
  and(
    eq(publicToolRequest.tool, tool),
    eq(publicToolRequest.ip, ip),
    gt(publicToolRequest.createdAt, from),
  );

/** How many uses of the tool the IP made since `from`, and when the oldest of them was. */
export const countToolRequests = async (
  tx: Executor,
  tool: string,
  ip: string,
  from: Date,
): Promise<{ count: number; oldest: Date | null }> => {
  const [counted] = await tx
    .select({ value: count() })
    .from(publicToolRequest)
    .where(since(tool, ip, from));
  const [oldest] = await tx
    .select({ at: publicToolRequest.createdAt })
    .from(publicToolRequest)
    .where(since(tool, ip, from))
    .orderBy(asc(publicToolRequest.createdAt))
    .limit(1);
  return { count: counted?.value ?? 0, oldest: oldest?.at ?? null };
};

export const insertToolRequest = async (tx: Executor, tool: string, ip: string) => {
  await tx.insert(publicToolRequest).values({ tool, ip });
};

export const deleteToolRequestsBefore = async (tx: Executor, before: Date) => {
  await tx.delete(publicToolRequest).where(lt(publicToolRequest.createdAt, before));
};
