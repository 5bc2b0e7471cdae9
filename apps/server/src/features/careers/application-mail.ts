import type { CareerApplication } from '@hirelane/domain/careers/career-application.schema';
import type { OutgoingMail } from '../../mail/mailer';
import type { CareerWorkspace, PublishedJob } from './career-page-store';
import { html } from './html';

/** The confirmation an applicant gets once the application is saved. */
export const applicationReceivedMail = (
  form: CareerApplication,
  workspace: CareerWorkspace,
  job: PublishedJob,
): OutgoingMail => {
  const employer = job.company ?? workspace.name;
  const subject = `We received your application: ${job.title}`;
  const lines = [
    `Hello ${form.full_name},`,
    '',
    `Thank you for applying for ${job.title} at ${employer}. Your application has reached the team, and they will get back to you.`,
    '',
    `${employer}`,
  ];
  return {
    to: form.email,
    subject,
    text: lines.join('\n'),
    html: html`<p>Hello ${form.full_name},</p>
      <p>
        Thank you for applying for <strong>${job.title}</strong> at ${employer}. Your application
        has reached the team, and they will get back to you.
      </p>
      <p>${employer}</p>`.value,
  };
};
