import { expect, test } from '@playwright/test';
import {
  addCandidateViaApi,
  addStepViaApi,
  campaignPath,
  campaignTopBar,
  expectNoHorizontalOverflow,
  insertVariable,
  openStepPicker,
  projectSidebar,
  sidebarCampaignBadge,
  stepType,
  stepsViaApi,
} from '../../support/campaigns';
import { expectAccessible } from '../../support/axe';
import { createProjectViaApi } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { hideChecklist } from '../../support/teammate';
import { uniqueEmail } from '../../support/unique-email';

test('build a campaign: e-mail, delay, LinkedIn invitation; a WhatsApp template written here cannot be chosen', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('campaign-build'), { firstName: 'Cara', lastName: 'Campaign' });
  const project = await createProjectViaApi(page, { name: 'Campaign build' });
  const base = campaignPath(project);

  // From the project's sidebar to the (empty) steps page.
  await page.goto(`/app/projects/${project._id}/pipeline`);
  await hideChecklist(page);
  await projectSidebar(page).getByRole('link', { name: 'Campaign' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Steps' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No steps yet' })).toBeVisible();

  // 1. An e-mail: a subject with a variable chip, a body with the first name.
  await stepType(await openStepPicker(page), 'Email', 'Email').click();
  await expect(page).toHaveURL(new RegExp(`${base}/steps/add\\?step_type=auto_email$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Add a step' })).toBeVisible();
  const subject = page.getByRole('textbox', { name: 'Subject' });
  await subject.click();
  await page.keyboard.type('A role for you at ');
  await insertVariable(page, 'Subject', 'Company name');
  await expect(subject.locator('[title="{{company_name}}"]')).toHaveText('Company name');
  const body = page.getByRole('textbox', { name: 'Message' });
  await body.click();
  await page.keyboard.type('Hi ');
  await insertVariable(page, 'Message', 'First name');
  await page.keyboard.type(', we are hiring and I thought of you.');
  await expect(body.locator('[title="{{first_name}}"]')).toHaveText('First name');
  await page.getByRole('button', { name: 'Add step' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}$`));
  await expect(page.getByTestId('campaign-step')).toHaveCount(1);

  // 2. A delay of 2 days, added from the picker itself.
  await stepType(await openStepPicker(page), 'Suggested', 'Delay').click();
  const delay = page.getByRole('dialog', { name: 'Add a delay' });
  await delay.getByLabel('Days').fill('2');
  await delay.getByLabel('Hours').fill('0');
  await delay.getByRole('button', { name: 'Add delay' }).click();
  await expect(delay).toHaveCount(0);
  await expect(page.getByTestId('campaign-step')).toHaveCount(2);

  // 3. A LinkedIn invitation with a note, counted against its 300 characters.
  await stepType(await openStepPicker(page), 'LinkedIn', 'LinkedIn invitation').click();
  const note = page.getByRole('textbox', { name: 'Invitation note (optional)' });
  await note.click();
  await page.keyboard.type('Hello, I would love to connect about a role.');
  await expect(page.getByText('44 / 300')).toBeVisible();
  await page.getByRole('button', { name: 'Add step' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}$`));
  await expect(page.getByTestId('campaign-step')).toHaveCount(3);

  // 4. A WhatsApp template: none yet. Steps send templates Meta approved, synced from the
  // WhatsApp Business account (decision 048); one written here is saved but cannot be chosen.
  await stepType(await openStepPicker(page), 'WhatsApp', 'WhatsApp template').click();
  await expect(page.getByText('No WhatsApp templates yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connect WhatsApp Business' })).toHaveAttribute(
    'href',
    '/app/connect-whatsapp',
  );
  await page.getByRole('link', { name: 'Manage templates' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/templates$`));
  await page.getByRole('button', { name: 'New template' }).first().click();
  const modal = page.getByRole('dialog', { name: 'New template' });
  await modal.getByLabel('Channel').selectOption('whatsapp_template');
  await modal.getByLabel('Template name').fill('Interview slots');
  await modal.getByLabel('Header (optional)').fill('Interview invitation');
  await modal.getByRole('textbox', { name: 'Body' }).click();
  await page.keyboard.type('Hello, pick a time for a first call.');
  await modal.getByLabel('Footer (optional)').fill('Reply STOP to opt out');
  for (const [index, label] of ['Monday', 'Tuesday', 'Wednesday', 'Call me'].entries()) {
    await modal.getByRole('button', { name: 'Add button' }).click();
    await modal.getByLabel(`Button ${index + 1} label`).fill(label);
  }
  const preview = modal.getByRole('region', { name: 'Live preview' });
  await expect(preview.getByText('Interview invitation')).toBeVisible();
  await expect(preview.getByText('Reply STOP to opt out')).toBeVisible();
  await expect(preview.getByRole('list', { name: 'Buttons' }).getByRole('listitem')).toHaveText([
    'Monday',
    'Tuesday',
    'See all options',
  ]);
  await modal.getByRole('button', { name: 'Create template' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByText('Interview slots', { exact: true })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/step_type=auto_whatsapp_template_send$/);
  const written = page.getByRole('radio', { name: /Interview slots/ });
  await expect(written).toBeDisabled();
  await expect(written).toHaveAccessibleDescription(
    'Not from WhatsApp Business: only templates Meta approved can be sent',
  );
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}$`));

  // The three steps in order, the top bar and the sidebar badge.
  const rows = page.getByTestId('campaign-step');
  await expect(rows).toHaveCount(3);
  await expect(rows.getByRole('link', { name: /^(Email|Delay|LinkedIn|WhatsApp)/ })).toHaveText([
    'Email',
    'Delay',
    'LinkedIn invitation',
  ]);
  await expect(rows.getByTestId('step-summary')).toHaveText([
    'A role for you at {{company_name}}',
    'Wait 2 days',
    'Hello, I would love to connect about a role.',
  ]);
  // The chips were stored as literal placeholders.
  const [email] = await stepsViaApi(page, project);
  expect(email?.config).toEqual({
    subject: 'A role for you at {{company_name}}',
    body: 'Hi {{first_name}}, we are hiring and I thought of you.',
  });
  const bar = campaignTopBar(page);
  await expect(bar.tabs.getByRole('link', { name: /Steps \(3\)/ })).toBeVisible();
  await expect(bar.status).toHaveText('Paused');
  await expect(sidebarCampaignBadge(page)).toHaveText('Paused');
});

test('variables are filled for a real candidate, missing ones highlighted, the opener a badge', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('campaign-preview'));
  const project = await createProjectViaApi(page, { name: 'Campaign preview' });
  await addCandidateViaApi(page, project, {
    first_name: 'Nora',
    last_name: 'North',
    email: 'nora@preview.e2e.test',
    phone_numbers: ['+44 20 7946 0001', '+44 20 7946 0002'],
    skills: ['Go', 'Rust', 'SQL', 'Kubernetes'],
  });
  await addStepViaApi(page, project, {
    type: 'auto_email',
    config: {
      subject: '{{first_name}}, a quick question',
      body: 'Hi {{first_name}},\nYou live in {{current_city}}. Call {{phone_number}}? You know {{skills}}.',
    },
  });

  await page.goto(`${campaignPath(project)}/steps/1`);
  await hideChecklist(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Step 1: Email' })).toBeVisible();
  const body = page.getByRole('textbox', { name: 'Message' });
  await expect(body.locator('[title="{{first_name}}"]')).toHaveText('First name');
  await expect(body.locator('[title="{{current_city}}"]')).toHaveText('City');

  // The preview is for the project's candidate: her values, 1 phone number and 3 skills.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByLabel('Preview for').locator('option:checked')).toHaveText(
    'Nora North',
  );
  await expect(preview.getByText('Nora, a quick question')).toBeVisible();
  await expect(preview.getByText('Hi Nora,')).toBeVisible();
  await expect(preview).toContainText('Call +44 20 7946 0001?');
  await expect(preview).not.toContainText('0002');
  await expect(preview).toContainText('You know Go, Rust and SQL.');
  await expect(preview).not.toContainText('Kubernetes');

  // Nora has no city: the placeholder stays, highlighted, and is named under the preview.
  const missing = preview.locator('mark[title="No value for current_city"]');
  await expect(missing).toHaveText('{{current_city}}');
  await expect(
    preview.getByText(/placeholders have no value for this candidate: current_city/),
  ).toBeVisible();

  // The ice-breaker: a Personalized Opener chip in the editor and a badge in the preview.
  await expect(preview.getByText('Personalized Opener')).toHaveCount(0);
  await body.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await insertVariable(page, 'Message', 'Personalized Opener');
  await expect(body.locator('[title="{{ice_breaker}}"]')).toHaveText('Personalized Opener');
  await expect(preview.getByText('Personalized Opener', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`${campaignPath(project)}$`));

  // Stored as the literal placeholder; the editor shows it as a chip again.
  const [saved] = await stepsViaApi(page, project);
  expect(saved?.config.body).toBe(
    'Hi {{first_name}},\nYou live in {{current_city}}. Call {{phone_number}}? You know {{skills}}.\n{{ice_breaker}}',
  );
  await page.getByRole('link', { name: 'Edit step 1, Email' }).click();
  await expect(
    page.getByRole('textbox', { name: 'Message' }).locator('[title="{{ice_breaker}}"]'),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Preview' }).getByText('Personalized Opener', { exact: true }),
  ).toBeVisible();
});

test('generate the steps with the built-in writer and accept them', async ({ page }) => {
  await signUp(page, uniqueEmail('campaign-generate'));
  const project = await createProjectViaApi(page, {
    name: 'Campaign generate',
    job: { title: 'Platform engineer' },
  });
  const base = campaignPath(project);
  await addStepViaApi(page, project, {
    type: 'auto_linkedin_invite',
    config: { note: 'An old step that the generated ones replace.' },
  });

  await page.goto(base);
  await hideChecklist(page);
  await expect(page.getByTestId('campaign-step')).toHaveCount(1);
  await page.getByRole('link', { name: 'Regenerate with AI' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/steps/preview\\?show=prompt$`));
  await expect(page.getByRole('heading', { name: 'Let AI draft your campaign' })).toBeVisible();
  await page.getByRole('link', { name: 'Generate steps' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/steps/generate$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Generate steps with AI' }),
  ).toBeVisible();
  await expect(page.getByText('Built-in writer (no AI model configured)')).toBeVisible();

  const form = page.getByRole('form', { name: 'Generate steps' });
  await form.getByRole('checkbox', { name: 'Email' }).check();
  await form.getByRole('checkbox', { name: 'LinkedIn' }).uncheck();
  await form.getByRole('checkbox', { name: 'WhatsApp' }).check();
  await form.getByLabel('Tone').selectOption('friendly');
  await form.getByLabel('Number of messages').selectOption('3');
  await form.getByRole('button', { name: 'Generate steps' }).click();

  const generated = page.getByRole('list', { name: 'Generated steps' });
  await expect(generated).toBeVisible({ timeout: 30_000 });
  // Three messages on the chosen channels, with the delays between them.
  const labels = (await generated.getByRole('heading', { level: 3 }).allTextContents()).map(
    (label) => label.replace(/^\d+/, ''),
  );
  const count = labels.length;
  expect(labels.filter((label) => label !== 'Delay')).toHaveLength(3);
  expect(labels).toContain('Email');
  expect(labels).toContain('WhatsApp message');
  expect(labels.filter((label) => label.startsWith('LinkedIn'))).toEqual([]);
  await expect(page.getByText('Accepting replaces the campaign’s 1 current step.')).toBeVisible();

  await page.getByRole('button', { name: 'Accept steps' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}$`));
  await expect(page.getByTestId('campaign-step')).toHaveCount(count);
  await expect(page.getByText('An old step that the generated ones replace.')).toHaveCount(0);
  await expect(
    campaignTopBar(page).tabs.getByRole('link', { name: new RegExp(`Steps \\(${count}\\)`) }),
  ).toBeVisible();
});

test('the campaign pages pass axe, and the steps page fits a 375 px screen', async ({ page }) => {
  await signUp(page, uniqueEmail('campaign-a11y'));
  const project = await createProjectViaApi(page, { name: 'Campaign accessibility' });
  const base = campaignPath(project);
  await addStepViaApi(page, project, {
    type: 'auto_email',
    config: {
      subject: '{{first_name}}, a role at {{company_name}}',
      body: 'Hi {{first_name}},\n{{ice_breaker}} We are hiring.',
    },
  });
  await addStepViaApi(page, project, { type: 'delay', config: { days: 2, hours: 4 } });
  await addStepViaApi(page, project, {
    type: 'auto_linkedin_invite',
    config: { note: 'Hi {{first_name}}, I would love to connect about a very long role title.' },
  });

  await page.goto(base);
  await hideChecklist(page);
  await expect(page.getByTestId('campaign-step')).toHaveCount(3);
  await expectAccessible(page);

  await page.goto(`${base}/steps/1`);
  await hideChecklist(page);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Preview' }).getByText('We are hiring.'),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${base}/launch`);
  await hideChecklist(page);
  await expect(page.getByRole('button', { name: 'Launch campaign' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${base}/templates`);
  await hideChecklist(page);
  await expect(page.getByRole('heading', { name: 'No templates yet' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'New template' }).first().click();
  await page
    .getByRole('dialog', { name: 'New template' })
    .getByLabel('Channel')
    .selectOption('whatsapp_template');
  await expect(page.getByRole('region', { name: 'Live preview' })).toBeVisible();
  await expectAccessible(page);

  // A phone: nothing sticks out sideways, the steps and their actions are still there.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(base);
  await hideChecklist(page);
  await expect(page.getByTestId('campaign-step')).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 1, name: 'Steps' })).toBeInViewport();
  await expect(campaignTopBar(page).status).toHaveText('Paused');
  await expectNoHorizontalOverflow(page, 375);
  await expect(page.getByRole('link', { name: 'Edit step 3, LinkedIn invitation' })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`${base}/steps/1`);
  await expect(page.getByRole('textbox', { name: 'Subject' })).toBeVisible();
  await expectNoHorizontalOverflow(page, 375);
});
