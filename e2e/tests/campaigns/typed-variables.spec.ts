import { expect, test } from '@playwright/test';
import { campaignPath, openStepPicker, stepType, stepsViaApi } from '../../support/campaigns';
import { createProjectViaApi } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { hideChecklist } from '../../support/teammate';
import { uniqueEmail } from '../../support/unique-email';

/*
 * Variables typed by hand in Chromium's real editing: `{{` opens a list that filters as the name
 * is typed and never takes the keystrokes, so a whole `{{first_name}}` typed out is kept.
 */

test('type variables by hand: a whole one, and one picked from the filtered list', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('typed-vars'), { firstName: 'Tia', lastName: 'Typist' });
  const project = await createProjectViaApi(page, { name: 'Typed variables' });
  const base = campaignPath(project);
  await page.goto(base);
  await hideChecklist(page);
  await stepType(await openStepPicker(page), 'Email', 'Email').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a step' })).toBeVisible();

  // The subject: `{{fir` shows the variables holding "fir", those starting with it first; Enter
  // inserts the highlighted one and typing goes on after it.
  const subject = page.getByRole('textbox', { name: 'Subject' });
  await subject.click();
  await page.keyboard.type('A role for {{fir');
  const list = page.getByRole('listbox', { name: 'Variables for Subject' });
  await expect(list.getByRole('option')).toHaveText([
    'First name{{first_name}}',
    'Sender first name{{sender_first_name}}',
  ]);
  await expect(list.getByRole('option', { selected: true })).toHaveText('First name{{first_name}}');
  await expect(subject).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(list).toHaveCount(0);
  await page.keyboard.type(' at {{company');
  await page.keyboard.press('Escape');
  // Escape closed the list and kept the text; the rest of the name typed by hand.
  await expect(page.getByRole('heading', { level: 1, name: 'Add a step' })).toBeVisible();
  await page.keyboard.type('_name}}');
  await expect(subject.locator('[title="{{company_name}}"]')).toHaveText('Company name');

  // The message: the whole variable typed out, every keystroke kept.
  const body = page.getByRole('textbox', { name: 'Message' });
  await body.click();
  await page.keyboard.type('Hi {{first_name}}!');
  await expect(body.locator('[title="{{first_name}}"]')).toHaveText('First name');
  await expect(body).toHaveText('Hi First name!');

  await page.getByRole('button', { name: 'Add step' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}$`));
  expect((await stepsViaApi(page, project)).map((step) => step.config)).toEqual([
    { subject: 'A role for {{first_name}} at {{company_name}}', body: 'Hi {{first_name}}!' },
  ]);
});
