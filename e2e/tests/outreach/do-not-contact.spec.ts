import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { createProjectViaApi, currentWorkspaceId } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { hideChecklist } from '../../support/teammate';
import { uniqueEmail } from '../../support/unique-email';

/* A recruiter marks a person do-not-contact by hand on the candidate page, then lifts it. */

test('mark a candidate do-not-contact with a reason, and lift it after confirming', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('dnc-owner'), { firstName: 'Dana', lastName: 'Owner' });
  const project = await createProjectViaApi(page, { name: 'Do-not-contact e2e' });
  const workspace = await currentWorkspaceId(page);
  const added = await page.request.post(
    `/api/project/${project._id}/candidate/add?workspace=${workspace}`,
    {
      data: {
        source: 'csv',
        first_name: 'Nina',
        last_name: 'Noreply',
        email: uniqueEmail('nina').replace('@e2e.', '@candidates.e2e.'),
      },
    },
  );
  expect(added.ok(), await added.text()).toBe(true);
  const candidateId = ((await added.json()) as { data: { candidate_id: string } }).data
    .candidate_id;

  await page.goto(`/app/projects/${project._id}/candidate/${candidateId}`);
  await hideChecklist(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Nina Noreply' })).toBeVisible();
  const permission = page.getByRole('region', { name: 'Contact permission' });
  await expect(permission).toContainText('Campaigns may contact Nina Noreply on every channel.');

  // Marking asks for a reason.
  await permission.getByRole('button', { name: 'Mark do-not-contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark do-not-contact' });
  await dialog.getByRole('button', { name: 'Mark do-not-contact' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Say why this person must not be contacted.');
  await dialog.getByLabel('Reason').fill('Asked on the phone never to be contacted again.');
  await dialog.getByRole('button', { name: 'Mark do-not-contact' }).click();
  await expect(dialog).toHaveCount(0);

  const banner = page.getByRole('region', { name: 'Do not contact' });
  await expect(banner).toContainText('Reason: Asked on the phone never to be contacted again.');
  await expect(banner).toContainText('Marked by Dana Owner on');
  // The Outreach section (every channel's sends) says it too, and it holds after a reload.
  await expect(
    page.getByRole('region', { name: 'Outreach' }).getByText('Do not contact', { exact: true }),
  ).toBeVisible();
  await page.reload();
  await expect(banner).toContainText('Reason: Asked on the phone never to be contacted again.');
  await hideChecklist(page);
  await expectAccessible(page);

  // Lifting asks to confirm.
  await banner.getByRole('button', { name: 'Lift do-not-contact' }).click();
  const confirm = page.getByRole('dialog', { name: 'Lift do-not-contact?' });
  await confirm.getByRole('button', { name: 'Lift do-not-contact' }).click();
  await expect(banner).toHaveCount(0);
  await expect(permission).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Outreach' }).getByText('Do not contact', { exact: true }),
  ).toHaveCount(0);
});
