import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

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
