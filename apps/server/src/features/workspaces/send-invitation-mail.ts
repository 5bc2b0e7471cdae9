import type { AppContext } from '../../app-context';
import { invitationMail } from '../../mail/templates';

/** Mails the /invite link that carries the invitation's token. */
export const sendInvitationMail = async (
  app: Pick<AppContext, 'mailer' | 'config'>,
  input: { email: string; token: string; inviterName: string; workspaceName: string; role: string },
): Promise<void> => {
  const url = new URL('/invite', app.config.appUrl);
  url.searchParams.set('token', input.token);
  await app.mailer.send({
    to: input.email,
    ...invitationMail({
      url: url.toString(),
      inviterName: input.inviterName,
      workspaceName: input.workspaceName,
      role: input.role,
    }),
  });
};

export const displayName = (person: { firstName: string; lastName: string; email: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
