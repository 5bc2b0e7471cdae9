import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { signUp } from '../../support/sign-in';
import { inviteTeammate, open } from '../../support/teammate';
import { uniqueEmail } from '../../support/unique-email';

const WORKSPACE = 'Share Recruiting';
const PROJECT = 'Platform engineers';

test('the owner shares a project with a teammate, who then sees and opens it', async ({
  page,
  browser,
}) => {
  // Two people sign in and the teammate names themself in Settings: more than one minute.
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail('sharer'), {
    firstName: 'Owen',
    lastName: 'Owner',
    company: WORKSPACE,
  });
  const teammateEmail = uniqueEmail('teammate');
  const teammate = await inviteTeammate(page, browser, teammateEmail, WORKSPACE);

  try {
    // The owner creates a project.
    await open(page, '/app/projects');
    await page.getByRole('button', { name: 'New project' }).first().click();
    const create = page.getByRole('dialog', { name: 'New project' });
    await create.getByLabel(/^Project name\*?$/).fill(PROJECT);
    await create.getByLabel(/^Job title\*?$/).fill('Platform Engineer');
    await create.getByRole('button', { name: 'Create project' }).click();
    await expect(page).toHaveURL(/\/app\/projects\/[0-9a-f-]{36}\/pipeline$/);
    const projectUrl = page.url().replace(/\/pipeline$/, '');

    // The teammate, an ordinary member, does not see it yet.
    await open(teammate.page, '/app/projects');
    await expect(
      teammate.page.getByRole('heading', { name: 'Start your first project' }),
    ).toBeVisible();
    await open(teammate.page, projectUrl);
    await expect(
      teammate.page.getByRole('heading', { name: /couldn't find|not found/i }),
    ).toBeVisible();

    // The owner opens the share modal: People with access and Done first.
    await page.getByRole('button', { name: 'Share project' }).click();
    const modal = page.getByRole('dialog', { name: `Share “${PROJECT}”` });
    await expect(modal).toBeVisible();
    const access = modal.getByRole('region', { name: 'People with access' });
    await expect(access.getByText('Owen Owner')).toBeVisible();
    await expect(access.getByText('You')).toBeVisible();
    await expect(access.getByText('Owner', { exact: true })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Done' })).toBeVisible();
    await expectAccessible(page);

    // Search by last name, case-insensitive; the owner (already on the project) is not offered.
    await modal.getByLabel('Add people').fill('OWNER');
    await expect(modal.getByText(/No active team member matches/)).toBeVisible();
    await modal.getByLabel('Add people').fill('teamm');
    await modal.getByRole('button', { name: 'Add Bea Teammate' }).click();
    const picked = modal.getByRole('region', { name: 'To be invited' });
    await expect(picked.getByText('Bea Teammate')).toBeVisible();
    await expect(modal.getByRole('region', { name: 'People with access' })).toHaveCount(0);
    await picked.getByRole('combobox', { name: 'Role for Bea Teammate' }).selectOption('editor');
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(modal).toBeHidden();

    // The avatars show both members.
    const avatars = page.getByRole('list', { name: 'Project members' });
    await expect(avatars.getByRole('button')).toHaveCount(2);
    await avatars.getByRole('button', { name: 'Bea Teammate, Editor' }).click();
    const card = page.getByRole('dialog', { name: 'About Bea Teammate' });
    await expect(card.getByText(teammateEmail)).toBeVisible();
    await expect(card.getByText('You')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The teammate now sees and opens it, as an editor who cannot share.
    await open(teammate.page, '/app/projects');
    const list = teammate.page.getByRole('region', { name: 'Project list' });
    await list.getByRole('link', { name: new RegExp(PROJECT) }).click();
    await expect(teammate.page).toHaveURL(/\/app\/projects\/[0-9a-f-]{36}\/pipeline$/);
    await expect(
      teammate.page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: PROJECT }),
    ).toBeVisible();
    await teammate.page.getByRole('button', { name: 'Share project' }).click();
    const theirModal = teammate.page.getByRole('dialog', { name: `Share “${PROJECT}”` });
    await expect(
      theirModal
        .getByRole('region', { name: 'People with access' })
        .getByRole('button', { name: /^Remove/ }),
    ).toHaveCount(0);
    await theirModal.getByLabel('Add people').fill('owen');
    await expect(theirModal.getByText(/No active team member matches/)).toBeVisible();
  } finally {
    await teammate.context.close();
  }

  // The owner removes the teammate again.
  await page.getByRole('button', { name: 'Share project' }).click();
  const modal = page.getByRole('dialog', { name: `Share “${PROJECT}”` });
  await modal.getByRole('button', { name: 'Remove Bea Teammate' }).click();
  await expect(page.getByText('Bea Teammate was removed from the project.')).toBeVisible();
  await expect(
    modal.getByRole('region', { name: 'People with access' }).getByText('Bea Teammate'),
  ).toHaveCount(0);
});
