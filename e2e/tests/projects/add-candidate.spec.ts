import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { createProjectViaApi } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

test('a recruiter adds one person by hand, and the same person again is not copied', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('add-by-hand'));
  const project = await createProjectViaApi(page, { name: 'Hand picked' });
  const other = await createProjectViaApi(page, { name: 'Second opening' });

  // A new project's empty pipeline offers the form beside CSV and resumes (the toolbar has it too).
  await page.goto(`/app/projects/${project._id}/pipeline`);
  await expect(page.getByRole('link', { name: 'Upload CSV' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add candidate' })).toHaveCount(2);
  await page.getByRole('button', { name: 'Add candidate' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Add candidate' });
  await dialog.getByLabel('First name').fill('Grace');
  await dialog.getByLabel('Last name').fill('Hopper');
  await dialog.getByLabel('E-mail').fill('grace.hopper@example.com');
  await dialog.getByLabel('Phone country').selectOption('US');
  await dialog.getByLabel('Phone', { exact: true }).fill('201-555');
  await dialog.getByRole('button', { name: 'Add candidate' }).click();
  await expect(dialog.getByText('The phone number must be a 10-digit number.')).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel('Phone', { exact: true }).fill('201-555-0123');
  await dialog.getByLabel('Title').fill('Rear Admiral');
  await dialog.getByRole('button', { name: 'Add candidate' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Candidate added to the pipeline.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('link', { name: 'Grace Hopper' })).toBeVisible();

  // The same e-mail in another project: the person is added there, not copied.
  await page.goto(`/app/projects/${other._id}/pipeline`);
  await page.getByRole('button', { name: 'Add candidate' }).first().click();
  await dialog.getByLabel('First name').fill('G.');
  await dialog.getByLabel('E-mail').fill('GRACE.HOPPER@example.com');
  await dialog.getByRole('button', { name: 'Add candidate' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    'This person was already in your workspace',
  );
  await dialog.getByRole('link', { name: 'Open candidate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
});
