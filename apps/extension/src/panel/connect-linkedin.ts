import type { LinkedinMember } from '../extractors/linkedin-member-extractor';
import { toLinkedinIdentity } from '../extractors/linkedin-member-extractor';
import { APP_ORIGIN } from '../lib/build-config';
import { callApp } from './panel-api';
import { h } from './panel-view';

/**
 * "Connect this LinkedIn account to Hirelane" (issue 20): posts the member signed in to LinkedIn
 * on this page to the app, which shows it on /app/connect-linkedin for the member to confirm.
 * A member whose name or own profile URL could not be read is not sent.
 */
export const connectLinkedinSection = (
  member: LinkedinMember,
  workspaceId: string,
  onSignedOut: () => void,
): HTMLElement => {
  const identity = toLinkedinIdentity(member);
  if (!identity)
    return h(
      'section',
      { class: 'linkedin-account', 'aria-label': 'LinkedIn account' },
      h('p', { class: 'notice' }, 'Could not read the LinkedIn account signed in on this page.'),
    );
  const status = h('div', { role: 'status' });
  const button = h(
    'button',
    { type: 'button', class: 'secondary' },
    'Connect this LinkedIn account to Hirelane',
  ) as HTMLButtonElement;
  button.addEventListener('click', () => {
    button.disabled = true;
    void callApp(
      'POST',
      `/api/extension/linkedin/identity?workspace=${encodeURIComponent(workspaceId)}`,
      identity,
    ).then((result) => {
      button.disabled = false;
      if (result.kind === 'signed-out') return onSignedOut();
      status.replaceChildren(
        result.kind === 'ok'
          ? h(
              'p',
              { class: 'notice success' },
              'Sent to Hirelane. Confirm it on ',
              h(
                'a',
                { href: `${APP_ORIGIN}/app/connect-linkedin`, target: '_blank' },
                'Connect LinkedIn',
              ),
              '.',
            )
          : h('p', { class: 'notice error' }, result.message),
      );
    });
  });
  return h(
    'section',
    { class: 'linkedin-account', 'aria-labelledby': 'linkedin-account-title' },
    h('h2', { id: 'linkedin-account-title' }, 'Your LinkedIn account'),
    h('p', {}, `Signed in to LinkedIn as ${identity.full_name}.`),
    button,
    status,
  );
};
