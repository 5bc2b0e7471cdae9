import { inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { verification } from '../../db/schema/auth';

/**
 * Deletes every magic link of the address that has a newer one, so only the newest link
 * signs in. It is called after the request's own link is stored and does not single out
 * that link: when two requests run at once, whichever deletes last sees both links and
 * keeps only the newer, even if the older link was stored after the other request's delete.
 */
export const revokeOlderMagicLinks = async (db: Database, email: string): Promise<void> => {
  await db.execute(sql`
    delete from verification older
    using verification newer
    where older.identifier like 'magic-link:%'
      and newer.identifier like 'magic-link:%'
      and (older.value::jsonb ->> 'email') = ${email}
      and (newer.value::jsonb ->> 'email') = ${email}
      and (older.created_at, older.id) < (newer.created_at, newer.id)`);
};

/**
 * Drops unused sign-in links that were mailed to `email`. better-auth keeps the address inside
 * the row's JSON value, and would otherwise open a new, empty account for it later.
 */
export const deleteMagicLinksFor = async (db: Executor, email: string): Promise<void> => {
  const rows = await db
    .select({ id: verification.id, value: verification.value })
    .from(verification)
    .where(
      sql`${verification.identifier} like 'magic-link:%' and strpos(lower(${verification.value}), ${email}) > 0`,
    );
  const ids = rows
    .filter((row) => {
      try {
        const parsed = JSON.parse(row.value) as { email?: unknown };
        return typeof parsed.email === 'string' && parsed.email.toLowerCase() === email;
      } catch {
        return false;
      }
    })
    .map((row) => row.id);
  if (ids.length > 0) await db.delete(verification).where(inArray(verification.id, ids));
};
