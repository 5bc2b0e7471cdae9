import type { LinkedinHealthState } from '@hirelane/domain/linkedin/extension-contract.schema';

/**
 * What a LinkedIn page says about the member's session (decision 045's health): signed out, a
 * security checkpoint, a restricted account or a warning. Recognised by the address first, then
 * by page markers. `null` when the page shows none of them (nothing to report).
 */
export type LinkedinHealth = { state: Exclude<LinkedinHealthState, 'ok'>; message: string };

const MESSAGES: Record<LinkedinHealth['state'], string> = {
  logged_out: 'LinkedIn is signed out in the browser with the Hirelane extension.',
  checkpoint: 'LinkedIn asks for a security verification (checkpoint) in the browser.',
  restricted: 'LinkedIn has restricted this account.',
  warning: 'LinkedIn showed a warning about the activity of this account.',
};

const health = (state: LinkedinHealth['state']): LinkedinHealth => ({
  state,
  message: MESSAGES[state],
});

export const readLinkedinHealth = (doc: Document, href: string): LinkedinHealth | null => {
  let path = '';
  try {
    path = new URL(href).pathname;
  } catch {
    return null;
  }
  if (/^\/checkpoint\//.test(path)) {
    return /restrict/i.test(path) ? health('restricted') : health('checkpoint');
  }
  if (/^\/(login|authwall|uas\/login|signup)(\/|$)/.test(path)) return health('logged_out');
  if (doc.querySelector('.restricted-account, .account-restricted-page'))
    return health('restricted');
  if (doc.querySelector('form.login__form, .authwall-join-form, [data-test-id="authwall"]'))
    return health('logged_out');
  if (doc.querySelector('.ip-fuse-limit-alert, [data-test-modal-id="fuse-limit-alert"]'))
    return health('warning');
  return null;
};
