import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Runs the real `npm run admin -- grant <email>` CLI against the suite's data directory. */
export const grantAdmin = (email: string): void => {
  const root = process.env.E2E_ROOT_DIR;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!root || !dataDir) throw new Error('grantAdmin needs the e2e global setup');
  execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/cli/admin.ts'), 'grant', email],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
      stdio: 'pipe',
    },
  );
};
