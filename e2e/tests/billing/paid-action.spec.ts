import { expect, test, type Page } from '@playwright/test';
import { insufficientCreditsMessage } from '@hirelane/domain/billing/credit-ledger-rules';
import { FAKE_PEOPLE_PATH, type FakePerson } from '@hirelane/test-servers/people-data';
import { adminPage, adminPost } from '../../support/admin';
import { expectAccessible } from '../../support/axe';
import { ONBOARDING_DEFAULTS } from '../../support/onboard-user';
import { createProjectViaApi, currentWorkspaceId } from '../../support/projects';
import { signIn } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

/** Teaches the suite's fake people-data provider a person. */
const knownToProvider = async (page: Page, person: FakePerson) => {
  const base = process.env.E2E_PEOPLE_DATA_URL;
  if (!base) throw new Error('The e2e global setup starts the fake people-data provider.');
  const response = await page.request.post(`${base}${FAKE_PEOPLE_PATH}`, { data: person });
  expect(response.ok()).toBe(true);
};

const addPerson = async (page: Page, projectId: string, firstName: string, linkedin: string) => {
  const workspace = await currentWorkspaceId(page);
  const response = await page.request.post(
    `/api/project/${projectId}/candidate/add?workspace=${workspace}`,
    { data: { source: 'chrome_extension', first_name: firstName, linkedin_url: linkedin } },
  );
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { candidate_id: string } }).data.candidate_id;
};

test('a paid action shows its cost and is refused with the clear message at zero', async ({
  page,
  browser,
}) => {
  // A workspace on Pro that an admin gave exactly one credit (no trial, so no trial credits).
  await signIn(page, uniqueEmail('reveal'));
  await page.getByLabel('First name').fill(ONBOARDING_DEFAULTS.firstName);
  await page.getByLabel('Last name').fill(ONBOARDING_DEFAULTS.lastName);
  await page.getByLabel('Company').fill(ONBOARDING_DEFAULTS.company);
  await page.getByLabel('Role').selectOption(ONBOARDING_DEFAULTS.role);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/upgrade\?source=onboarding$/);
  const workspace = await currentWorkspaceId(page);
  const admin = await adminPage(browser);
  await adminPost(admin, '/api/admin/workspaces/subscription', {
    workspace_id: workspace,
    plan_name: 'pro',
    plan_status: 'active',
    current_period_end: '2030-01-15T00:00:00.000Z',
    reason: 'e2e: a paid plan without its grant',
  });
  await adminPost(admin, '/api/admin/workspaces/credits', {
    workspace_id: workspace,
    amount: 1,
    reason: 'e2e: exactly one reveal',
  });

  const stamp = Date.now();
  const project = await createProjectViaApi(page, { name: 'Reveal e2e' });
  const adaUrl = `https://www.linkedin.com/in/ada-reveal-${stamp}`;
  const alanUrl = `https://www.linkedin.com/in/alan-reveal-${stamp}`;
  const ada = await addPerson(page, project._id, 'Ada', adaUrl);
  const alan = await addPerson(page, project._id, 'Alan', alanUrl);
  await knownToProvider(page, {
    full_name: 'Ada Reveal',
    linkedin_url: adaUrl,
    work_email: `ada.${stamp}@engines.example`,
    mobile_phone: '+44 20 7946 0018',
  });
  await knownToProvider(page, {
    full_name: 'Alan Reveal',
    linkedin_url: alanUrl,
    work_email: `alan.${stamp}@bletchley.example`,
  });

  // One credit: the button says what the reveal costs and what is left after it.
  await page.goto(`/app/projects/${project._id}/candidate/${ada}`);
  const reveal = page.getByRole('button', { name: 'Reveal contact · 1 credit · 0 left' });
  await expect(reveal).toBeEnabled();
  await reveal.click();
  await expect(page.getByRole('link', { name: `ada.${stamp}@engines.example` })).toBeVisible();
  await expect(page.getByRole('link', { name: '+44 20 7946 0018' })).toBeVisible();
  await expect(page.getByText(/^Contact revealed on /)).toBeVisible();

  const balance = await page.request.get(`/api/subscription/balance?workspace=${workspace}`);
  expect(((await balance.json()) as { data: { balance: number } }).data.balance).toBe(0);

  // At zero the next reveal is refused before the click, with the server's own words.
  await page.goto(`/app/projects/${project._id}/candidate/${alan}`);
  const refused = page.getByRole('button', { name: /^Reveal contact · 1 credit/ });
  await expect(refused).toBeDisabled();
  const message = insufficientCreditsMessage(1, 0);
  await expect(page.getByText(message, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get more credits' })).toHaveAttribute(
    'href',
    '/app/billing',
  );
  await expectAccessible(page);
  // The server says the same if asked anyway.
  const direct = await page.request.post(
    `/api/candidate/${alan}/reveal-contact?workspace=${workspace}`,
    { data: { project_id: project._id } },
  );
  expect(direct.status()).toBe(422);
  expect(((await direct.json()) as { message: string }).message).toBe(message);
});
