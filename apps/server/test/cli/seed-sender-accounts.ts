import { z } from 'zod';
import { ConfigError, loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/open-database';

/*
 * TEST FIXTURE, not a product feature: the e2e suite needs a connected sender mailbox and LinkedIn
 * account before the real connect flows exist. Gives the user a verified, enabled mailbox and a
 * LinkedIn account in the workspace (idempotent), on the database the server uses (DATA_DIR or
 * DATABASE_URL, as `npm run admin` does).
 *
 *   node --import tsx apps/server/test/cli/seed-sender-accounts.ts <user-email> <workspace-id> <mailbox-email>
 *     [--mailbox-disabled] [--linkedin-error=<message>]
 *
 * The options put the accounts into the states the top banners of SPEC 2.3 react to.
 */

const USAGE =
  'Usage: node --import tsx apps/server/test/cli/seed-sender-accounts.ts <user-email> <workspace-id> <mailbox-email> [--mailbox-disabled] [--linkedin-error=<message>] [--no-linkedin]';

const LINKEDIN_ERROR_FLAG = '--linkedin-error=';

const args = z.tuple([z.email(), z.uuid(), z.email()]);

const run = async (argv: string[]): Promise<number> => {
  const flags = argv.filter((value) => value.startsWith('--'));
  const mailboxEnabled = !flags.includes('--mailbox-disabled');
  const linkedinError =
    flags.find((flag) => flag.startsWith(LINKEDIN_ERROR_FLAG))?.slice(LINKEDIN_ERROR_FLAG.length) ||
    null;
  const withLinkedin = !flags.includes('--no-linkedin');
  const unknown = flags.filter(
    (flag) =>
      flag !== '--mailbox-disabled' &&
      flag !== '--no-linkedin' &&
      !flag.startsWith(LINKEDIN_ERROR_FLAG),
  );
  const parsed = args.safeParse(
    argv.filter((value) => !value.startsWith('--')).map((value) => value.trim()),
  );
  if (unknown.length > 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (!parsed.success) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const [userEmail, workspaceId, mailboxEmail] = parsed.data;
  const database = await openDatabase(loadConfig(), () => undefined, 2);
  try {
    const found = await database.pool.query<{ id: string; name: string }>(
      `select u.id, trim(u.first_name || ' ' || u.last_name) as name
         from "user" u join workspace_member m on m.user_id = u.id
        where lower(u.email) = lower($1) and m.workspace_id = $2`,
      [userEmail, workspaceId],
    );
    const user = found.rows[0];
    if (!user) {
      process.stderr.write(`${userEmail} is not a member of workspace ${workspaceId}.\n`);
      return 1;
    }
    await database.pool.query(
      `insert into mailbox (workspace_id, user_id, email, provider, status, enabled)
       values ($1, $2, $3, 'custom', 'verified', $4)
       on conflict (workspace_id, lower(email))
       do update set status = 'verified', enabled = $4, invalid_reason = null`,
      [workspaceId, user.id, mailboxEmail, mailboxEnabled],
    );
    if (!withLinkedin) {
      process.stdout.write(`Seeded ${mailboxEmail} for ${userEmail}.\n`);
      return 0;
    }
    const fullName = user.name || userEmail;
    const slug = fullName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    await database.pool.query(
      `insert into linkedin_account (workspace_id, user_id, full_name, profile_url, error_message)
       values ($1, $2, $3, $4, $5)
       on conflict (workspace_id, user_id) do update set full_name = $3, error_message = $5`,
      [
        workspaceId,
        user.id,
        fullName,
        `https://www.linkedin.com/in/${slug || 'test-sender'}`,
        linkedinError,
      ],
    );
    process.stdout.write(`Seeded ${mailboxEmail} and a LinkedIn account for ${userEmail}.\n`);
    return 0;
  } finally {
    await database.shutdown();
  }
};

run(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    process.stderr.write(
      `${error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
