import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { grantAdmin } from '../features/admin/grant-admin';

const USAGE = 'Usage: npm run admin -- grant <email>';

const run = async (argv: string[]): Promise<number> => {
  const [command, email] = argv;
  if (command !== 'grant' || !email) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const parsed = z.email().safeParse(email.trim());
  if (!parsed.success) {
    process.stderr.write(`Not an e-mail address: ${email}\n${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config, () => undefined, 2);
  try {
    const { created } = await grantAdmin(database.db, parsed.data);
    process.stdout.write(
      `${parsed.data.toLowerCase()} is now an admin${created ? ' (account created)' : ''}.\n`,
    );
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
