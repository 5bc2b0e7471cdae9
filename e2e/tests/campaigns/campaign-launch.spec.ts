import { expect, test } from '@playwright/test';
import {
  addStepViaApi,
  campaignPath,
  campaignTopBar,
  sidebarCampaignBadge,
} from '../../support/campaigns';
import { createProjectViaApi, currentWorkspaceId } from '../../support/projects';
import { seedSenderAccounts } from '../../support/senders';
import { signUp } from '../../support/sign-in';
import { hideChecklist } from '../../support/teammate';
import { uniqueEmail } from '../../support/unique-email';

test('the Launch tab blocks the launch until the senders are set, then launch and pause', async ({
  page,
}) => {
  const email = uniqueEmail('campaign-launch');
  await signUp(page, email, { firstName: 'Lena', lastName: 'Launch' });
  const project = await createProjectViaApi(page, { name: 'Campaign launch' });
  const base = campaignPath(project);
  await addStepViaApi(page, project, {
    type: 'auto_email',
    config: { subject: 'Hello {{first_name}}', body: 'A role you may like.' },
  });
  await addStepViaApi(page, project, { type: 'delay', config: { days: 1, hours: 0 } });
  await addStepViaApi(page, project, {
    type: 'auto_linkedin_invite',
    config: { note: 'Happy to connect.' },
  });

  await page.goto(base);
  await hideChecklist(page);
  const bar = campaignTopBar(page);
  await bar.tabs.getByRole('link', { name: /Launch/ }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/launch$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Launch' })).toBeVisible();

  // No mailbox and no LinkedIn account: a red warning, Launch off with the reasons.
  const blockers = page.getByRole('region', { name: /^Fix th(is|ese) before launching$/ });
  await expect(blockers.getByTestId('launch-blocker')).toHaveText([
    /Connect a mailbox to send the e-mail steps\./,
    /Connect your LinkedIn account to run the LinkedIn steps\./,
  ]);
  await expect(bar.tabs.getByRole('img', { name: 'Campaign has errors' })).toBeVisible();
  const launch = page.getByRole('button', { name: 'Launch campaign' });
  await expect(launch).toBeDisabled();
  await expect(launch).toHaveAccessibleDescription(
    "This campaign can't be launched yet. Fix the items listed above first.",
  );

  // Connected accounts (test fixture), then choose them as the senders.
  seedSenderAccounts(email, await currentWorkspaceId(page), 'lena@outreach.e2e.test');
  await page.reload();
  await hideChecklist(page);
  const linkedinBlocker = /Choose the LinkedIn account the LinkedIn steps run from\./;
  await expect(blockers.getByTestId('launch-blocker')).toHaveText([
    /Choose the mailbox the e-mail steps are sent from\./,
    linkedinBlocker,
  ]);
  await page.getByLabel('Send e-mails from').selectOption('lena@outreach.e2e.test');
  await expect(
    page.getByRole('status').filter({ hasText: 'You have unsaved changes.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(blockers.getByTestId('launch-blocker')).toHaveText([linkedinBlocker]);
  await expect(bar.tabs.getByRole('img', { name: 'Campaign has errors' })).toBeVisible();

  // The LinkedIn step goes (this campaign stays e-mail only).
  await page.goto(base);
  await hideChecklist(page);
  await page.getByRole('button', { name: 'Delete step 3, LinkedIn invitation' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this step?' })
    .getByRole('button', { name: 'Delete step' })
    .click();
  await expect(page.getByTestId('campaign-step')).toHaveCount(2);
  await bar.tabs.getByRole('link', { name: /Launch/ }).click();
  await expect(blockers).toHaveCount(0);
  await expect(page.getByText('Everything the steps need is set up.')).toBeVisible();
  await expect(bar.tabs.getByRole('img', { name: 'Campaign has errors' })).toHaveCount(0);

  // Launch, then pause.
  await expect(launch).toBeEnabled();
  await launch.click();
  await expect(page.getByRole('heading', { name: 'The campaign is running' })).toBeVisible();
  await expect(bar.status).toHaveText('Running');
  await expect(sidebarCampaignBadge(page)).toHaveText('Running');
  await expect(bar.tabs.getByRole('link', { name: /Launch/ })).toContainText('Complete');
  await page.getByRole('button', { name: 'Pause campaign' }).click();
  await expect(page.getByRole('heading', { name: 'Launch the campaign' })).toBeVisible();
  await expect(bar.status).toHaveText('Paused');
  await expect(sidebarCampaignBadge(page)).toHaveText('Paused');
  await page.reload();
  await expect(bar.status).toHaveText('Paused');
  await expect(page.getByLabel('Send e-mails from')).toHaveValue('lena@outreach.e2e.test');
});
