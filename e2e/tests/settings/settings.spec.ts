import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { waitForMail } from '../../support/mailbox';
import { openSettings, settingsRegion as region } from '../../support/settings-page';
import { openProfileMenu, signIn, signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

const SECTION_HEADINGS = [
  'Profile',
  'Team',
  'Workspace',
  'Mailboxes',
  'Billing',
  'Integrations',
  'Interview data',
  'Feature flags',
] as const;

/** A non-square PNG drawn by the browser's canvas: a teal field with an amber disc. */
const pngPicture = async (page: Page, width: number, height: number): Promise<Buffer> => {
  const dataUrl = await page.evaluate(
    ({ w, h }) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = '#0f766e';
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#f59e0b';
      context.beginPath();
      context.arc(w / 2, h / 2, Math.min(w, h) / 3, 0, Math.PI * 2);
      context.fill();
      return canvas.toDataURL('image/png');
    },
    { w: width, h: height },
  );
  const buffer = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  expect(buffer.subarray(1, 4).toString('latin1')).toBe('PNG');
  return buffer;
};

test('profile: names and company are saved and reach the profile menu', async ({ page }) => {
  await signUp(page, uniqueEmail('settings-profile'), {
    firstName: 'Pat',
    lastName: 'Profile',
    company: 'Profile Co',
  });
  await openSettings(page);
  const profile = region(page, 'Profile');
  await expect(profile).toHaveAttribute('id', 'profile');
  await expect(profile.getByLabel('First name')).toHaveValue('Pat');
  await expect(profile.getByLabel('Last name')).toHaveValue('Profile');
  await expect(profile.getByLabel('Current company')).toHaveValue('Profile Co');

  await profile.getByLabel('First name').fill('Morgan');
  await profile.getByLabel('Last name').fill('Reyes');
  await profile.getByLabel('Current company').fill('Reyes Search');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();

  // The profile menu follows at once, and the values survive a reload.
  let menu = await openProfileMenu(page);
  await expect(menu.getByText('Morgan Reyes', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await openSettings(page);
  await expect(profile.getByLabel('First name')).toHaveValue('Morgan');
  await expect(profile.getByLabel('Last name')).toHaveValue('Reyes');
  await expect(profile.getByLabel('Current company')).toHaveValue('Reyes Search');
  await expect(profile.getByRole('img', { name: 'Photo of Morgan Reyes' })).toHaveText('MR');
  menu = await openProfileMenu(page);
  await expect(menu.getByText('Morgan Reyes', { exact: true })).toBeVisible();
});

test('profile photo: a picture is cropped square, uploaded, shown and removed', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('settings-photo'), { firstName: 'Morgan', lastName: 'Reyes' });
  await openSettings(page);
  const profile = region(page, 'Profile');

  // No photo yet: the generated initials avatar (an svg) and nothing to remove.
  const avatar = profile.getByRole('img', { name: 'Photo of Morgan Reyes' });
  await expect(avatar).toHaveText('MR');
  await expect(profile.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);

  // A landscape picture opens the square cropper; zoom in, move it, and save.
  await profile.getByLabel('Upload photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await pngPicture(page, 480, 320),
  });
  const cropper = page.getByRole('dialog', { name: 'Crop your photo' });
  await expect(cropper.getByRole('img', { name: 'Photo crop preview' })).toBeVisible();
  await expect(cropper.getByLabel('Zoom')).toHaveValue('1');
  await cropper.getByLabel('Zoom').fill('1.5');
  await expect(cropper.getByLabel('Zoom')).toHaveValue('1.5');
  await cropper.getByRole('img', { name: 'Photo crop preview' }).press('ArrowLeft');
  await cropper.getByRole('button', { name: 'Save photo' }).click();
  await expect(cropper).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText('Photo saved.')).toBeVisible();

  const PHOTO_SRC = /^\/api\/user\/photo\/[^/]+\/[^/]+\.(webp|png)$/;
  await expect(avatar).toHaveAttribute('src', PHOTO_SRC);
  // The image really loads: the 256 px square the browser cropped.
  await expect
    .poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(256);
  expect(await avatar.evaluate((image: HTMLImageElement) => image.naturalHeight)).toBe(256);
  const topBarPhoto = page.getByRole('button', { name: 'Open profile menu' }).getByRole('img');
  await expect(topBarPhoto).toHaveAttribute('src', PHOTO_SRC);
  await expect(profile.getByLabel('Change photo')).toBeAttached();

  // It stays after a reload.
  const photoUrl = await avatar.getAttribute('src');
  await openSettings(page);
  await expect(avatar).toHaveAttribute('src', photoUrl ?? '');

  // Remove it, after confirming: back to the initials.
  await profile.getByRole('button', { name: 'Remove photo' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove your photo?' });
  await confirm.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Photo removed.')).toBeVisible();
  await expect(avatar).not.toHaveAttribute('src');
  await expect(avatar).toHaveText('MR');
  await expect(profile.getByLabel('Upload photo')).toBeAttached();
  await openSettings(page);
  await expect(avatar).not.toHaveAttribute('src');
  await expect(topBarPhoto).not.toHaveAttribute('src', PHOTO_SRC);
});

test('e-mail change: the link mailed to the new address switches the sign-in e-mail', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const oldEmail = uniqueEmail('settings-old');
  const newEmail = uniqueEmail('settings-new');
  const COMPANY = 'Moving Mail Co';
  await signUp(page, oldEmail, { company: COMPANY });
  await openSettings(page);
  const profile = region(page, 'Profile');
  const emailField = profile.getByLabel('E-mail', { exact: true });
  await expect(emailField).toHaveValue(oldEmail);
  await expect(emailField).toHaveAttribute('readonly');

  await profile.getByRole('button', { name: 'Change e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your e-mail' });
  await dialog.getByLabel('New e-mail').fill(newEmail);
  const requestedAt = new Date();
  await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    `We sent a confirmation link to ${newEmail}`,
  );
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  // Nothing changes until the link is opened.
  await expect(emailField).toHaveValue(oldEmail);

  const mail = await waitForMail({
    to: newEmail,
    after: requestedAt,
    linkPath: '/app/email-verified',
  });
  expect(mail.subject).toBe('Confirm your new Hirelane e-mail address');
  expect(new URL(mail.link).searchParams.get('token')).toBeTruthy();
  // The old address hears of the request.
  await waitForMail({ to: oldEmail, after: requestedAt, subjectIncludes: 'was requested' });

  const confirmedAt = new Date();
  await page.goto(mail.link);
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail changed' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`You now sign in with ${newEmail}`);
  await waitForMail({ to: oldEmail, after: confirmedAt, subjectIncludes: 'was changed' });

  await page.getByRole('link', { name: 'Back to settings' }).click();
  await expect(page).toHaveURL(/\/app\/settings#profile$/);
  await expect(emailField).toHaveValue(newEmail);
  const menu = await openProfileMenu(page);
  await expect(menu.getByTestId('user-email')).toHaveText(newEmail);

  // Signed out, the new address signs in to the same account and workspace.
  await menu.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, newEmail);
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('current-workspace')).toHaveText(COMPANY);
  await openSettings(page);
  await expect(emailField).toHaveValue(newEmail);
});

/** The section heading is in view, the page top is not, and it stays so once data has loaded. */
const expectLandedOn = async (page: Page, heading: string) => {
  const title = page.getByRole('heading', { level: 2, name: heading, exact: true });
  await expect(title).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).not.toBeInViewport();
  await expect(region(page, 'Workspace').getByLabel('Name of this workspace')).toBeAttached();
  await expect(page.getByRole('table', { name: /^Team of / })).toBeAttached();
  await expect(title).toBeInViewport();
};

test('#mailbox and #billing opened in a new tab land on their section', async ({ page }) => {
  await signUp(page, uniqueEmail('settings-anchors'));
  for (const [hash, heading] of [
    ['#mailbox', 'Mailboxes'],
    ['#billing', 'Billing'],
  ] as const) {
    const tab = await page.context().newPage();
    await tab.goto(`/app/settings${hash}`);
    await expectLandedOn(tab, heading);
    await tab.close();
  }
});

test('#mailbox and #billing typed into a tab that already shows the app land on their section', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('settings-anchors-same-tab'));
  for (const [hash, heading] of [
    ['#mailbox', 'Mailboxes'],
    ['#billing', 'Billing'],
  ] as const) {
    await page.goto(`/app/settings${hash}`);
    await expectLandedOn(page, heading);
  }
});

test('settings pass axe with and without a dialog, and fit a 375 px screen', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, uniqueEmail('settings-a11y'), { company: 'Axe Co' });
  await openSettings(page);
  await expect(page.getByRole('table', { name: 'Team of Axe Co' })).toBeVisible();
  await expect(region(page, 'Feature flags').getByRole('switch')).toBeVisible();
  await expect(
    region(page, 'Interview data').getByLabel(/Keep interview recordings and transcripts/),
  ).toHaveValue('180');
  await expectAccessible(page);

  const workspace = region(page, 'Workspace');
  await workspace.getByRole('button', { name: 'Delete workspace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Axe Co?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await region(page, 'Profile').getByRole('button', { name: 'Change e-mail' }).click();
  const change = page.getByRole('dialog', { name: 'Change your e-mail' });
  await expect(change.getByLabel('New e-mail')).toBeVisible();
  await expectAccessible(page);
  await change.getByRole('button', { name: 'Cancel' }).click();
  await expect(change).toBeHidden();

  // 375 px: nothing sticks out sideways, and every section heading can be seen.
  await page.setViewportSize({ width: 375, height: 740 });
  await openSettings(page);
  await expect(page.getByRole('table', { name: 'Team of Axe Co' })).toBeAttached();
  await expect(region(page, 'Feature flags').getByRole('switch')).toBeAttached();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);
  for (const name of SECTION_HEADINGS) {
    const heading = page.getByRole('heading', { level: 2, name, exact: true });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
    await expect(heading).toBeInViewport();
    const box = await heading.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375, `${name} heading inside 375 px`).toBe(
      true,
    );
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);

  await workspace.getByRole('button', { name: 'Delete workspace' }).click();
  await expect(dialog).toBeVisible();
  const dialogBox = await dialog.boundingBox();
  expect(dialogBox && dialogBox.x >= 0 && dialogBox.x + dialogBox.width <= 375).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
});
