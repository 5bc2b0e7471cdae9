import type { AppContext } from '../../app-context';
import { layout } from '../../mail/templates';

/** The candidate's e-mail with their scheduling link. */
export const sendSchedulingLink = async (
  app: AppContext,
  to: string,
  link: { title: string; url: string; durationMinutes: number; organizers: string[] },
): Promise<void> => {
  const subject = `${link.title}: pick a time`;
  const lines = [
    `You are invited to a ${link.durationMinutes}-minute interview with ${link.organizers.join(', ')}.`,
    'Pick the time that suits you; the times are shown in your own time zone.',
  ];
  await app.mailer.send({
    to,
    subject,
    text: [...lines, link.url].join('\n'),
    html: layout(subject, lines, { label: 'Pick a time', url: link.url }),
  });
};
