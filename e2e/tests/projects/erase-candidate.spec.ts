import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { createProjectViaApi, currentWorkspaceId } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
] as const;

const expectNoHorizontalScroll = async (page: Page, width: number) => {
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth).toBeLessThanOrEqual(width);
};

for (const viewport of VIEWPORTS) {
  test(`an owner erases a person, then finds and lifts the suppression in Settings (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const mobile = viewport.width < 768;
    await signUp(page, uniqueEmail(`erase-${viewport.name}`));
    const project = await createProjectViaApi(page, { name: `Erasure ${viewport.name}` });
    const workspace = await currentWorkspaceId(page);
    const email = `ada.${viewport.name}@example.com`;
    const added = await page.request.post(
      `/api/project/${project._id}/candidate/add?workspace=${workspace}`,
      { data: { full_name: 'Ada Lovelace', email, source: 'manual' } },
    );
    expect(added.ok(), await added.text()).toBe(true);
    const { candidate_id: candidateId } = (
      (await added.json()) as {
        data: { candidate_id: string };
      }
    ).data;

    await page.goto(`/app/projects/${project._id}/candidate/${candidateId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    const section = page.getByRole('region', { name: 'Erase this person' });
    await section.getByRole('button', { name: 'Erase this person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase Ada Lovelace?' });
    await expect(dialog).toContainText('This cannot be undone.');
    await expectAccessible(page);
    if (mobile) await expectNoHorizontalScroll(page, viewport.width);
    await dialog.getByLabel('Type “Ada Lovelace” to confirm').fill('ada lovelace');
    await dialog.getByRole('button', { name: 'Erase for good' }).click();

    await expect(page).toHaveURL(new RegExp(`/app/projects/${project._id}/pipeline$`));
    await expect(page.getByText('The person was erased.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ada Lovelace' })).toHaveCount(0);

    await page.goto('/app/settings#suppressions');
    const settings = page.getByRole('region', { name: 'Erased people' });
    const list = settings.getByRole('list', { name: 'Erased people' });
    await expect(list).toContainText('Hashed: e-mail');
    await expect(list).not.toContainText(email);
    await settings.getByLabel('Find an erased person by e-mail').fill(email.toUpperCase());
    await settings.getByRole('button', { name: 'Check' }).click();
    await expect(settings.getByRole('status')).toContainText('Erased on');
    await expectAccessible(page);
    if (mobile) await expectNoHorizontalScroll(page, viewport.width);

    await list.getByRole('button', { name: 'Lift suppression' }).click();
    await page
      .getByRole('dialog', { name: 'Lift this suppression?' })
      .getByRole('button', { name: 'Lift suppression' })
      .click();
    await expect(list).toContainText('they can be added again');
  });
}
