import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Gives the user a verified mailbox and a LinkedIn account in the workspace, through the test
 * fixture script (the real connect flows come with the e-mail engine and extension issues).
 */
export const seedSenderAccounts = (
  userEmail: string,
  workspaceId: string,
  mailbox: string,
  state: { mailboxDisabled?: boolean; linkedinError?: string; noLinkedin?: boolean } = {},
) => {
  const root = process.env.E2E_ROOT_DIR;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!root || !dataDir) throw new Error('seedSenderAccounts needs the e2e global setup');
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'apps/server/test/cli/seed-sender-accounts.ts'),
      userEmail,
      workspaceId,
      mailbox,
      ...(state.mailboxDisabled ? ['--mailbox-disabled'] : []),
      ...(state.linkedinError ? [`--linkedin-error=${state.linkedinError}`] : []),
      ...(state.noLinkedin ? ['--no-linkedin'] : []),
    ],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
      stdio: 'pipe',
    },
  );
};
