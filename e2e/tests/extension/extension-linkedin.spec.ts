import { rm } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { addStepViaApi } from '../../support/campaigns';
import { buildTestExtension, launchWithExtension } from '../../support/extension-build';
import { startProfileFixtureSite, type FixtureSite } from '../../support/profile-fixture-site';
import { createProjectViaApi, currentWorkspaceId } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

/*
 * The extension's side of LinkedIn (issue 20, decisions 044/045) with the unpacked test build and
 * the LinkedIn-shaped fixture site: connect the member's account, then a campaign's invitation is
 * claimed, performed on the site (Connect, Add a note, the note typed, Send) and reported done,
 * and a reply seen in the site's messaging stops the sequence. The test build claims every 6 s.
 */

test.use({ actionTimeout: 15_000 });

let site: FixtureSite;
let context: BrowserContext;
let profileDir: string;
let extensionDir: string;

test.beforeAll(async () => {
  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
  site = await startProfileFixtureSite();
  extensionDir = await buildTestExtension(baseURL, site.origin);
  ({ context, profileDir } = await launchWithExtension(extensionDir, baseURL));
});

test.afterAll(async () => {
  await context?.close();
  await site?.close();
  for (const dir of [profileDir, extensionDir])
    if (dir) await rm(dir, { recursive: true, force: true });
});

const api = async (page: Page, method: 'get' | 'post' | 'put', path: string, data?: unknown) => {
  const workspace = await currentWorkspaceId(page);
  const separator = path.includes('?') ? '&' : '?';
  const response = await page.request[method](`${path}${separator}workspace=${workspace}`, {
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
};

type Enrollment = { status: string; current_step: number | null; stop_reason: string | null };
const enrollmentOf = async (page: Page, candidateId: string) =>
  (
    (await api(page, 'get', `/api/candidate/${candidateId}/messages`)) as {
      enrollments: Enrollment[];
    }
  ).enrollments[0];

test('connect the LinkedIn account; the extension sends a campaign invitation; a reply stops it', async () => {
  test.setTimeout(240_000);
  const page = await context.newPage();
  await signUp(page, uniqueEmail('ext-linkedin'), { firstName: 'Marta', lastName: 'Fixture' });

  // 1. On a LinkedIn page, the panel offers to connect the member signed in there.
  await page.goto(`${site.origin}/in/sam-fixture?name=${encodeURIComponent('Sam Fixture')}`);
  await page.getByRole('button', { name: 'Open Hirelane: save this person' }).click();
  const panel = page.frameLocator('iframe[title="Hirelane"]');
  await expect(panel.getByText('Signed in to LinkedIn as Marta Fixture.')).toBeVisible();
  await panel.getByRole('button', { name: 'Connect this LinkedIn account to Hirelane' }).click();
  await expect(panel.getByText(/^Sent to Hirelane\. Confirm it on/)).toBeVisible();

  // The app shows what the extension read; the member confirms it.
  await page.goto('/app/connect-linkedin');
  await expect(page.getByText('Marta Fixture', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(
    page.getByRole('link', { name: /https:\/\/www\.linkedin\.com\/in\/marta-fixture/ }),
  ).toHaveAttribute('href', 'https://www.linkedin.com/in/marta-fixture');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your LinkedIn account is connected' }),
  ).toBeVisible();
  const connection = (await api(page, 'get', '/api/linkedin/connection')) as {
    account: { id: string } | null;
  };
  const accountId = connection.account?.id;
  expect(accountId).toBeTruthy();

  // 2. A campaign sent from that account: an invitation with a note, a delay, a profile view.
  const project = await createProjectViaApi(page, { name: 'LinkedIn e2e' });
  await addStepViaApi(page, project, {
    type: 'auto_linkedin_invite',
    config: { note: 'Hi {{first_name}}, we are hiring platform engineers. Shall we connect?' },
  });
  await addStepViaApi(page, project, { type: 'delay', config: { days: 1, hours: 0 } });
  await addStepViaApi(page, project, { type: 'auto_linkedin_profile_view', config: {} });
  await api(page, 'put', `/api/campaign/${project.linked_campaign}/settings`, {
    from_linkedin: accountId,
    schedule: { days: [0, 1, 2, 3, 4, 5, 6], start_hour: 0, end_hour: 24, timezone: 'UTC' },
  });
  const added = (await api(page, 'post', `/api/project/${project._id}/candidate/add`, {
    source: 'csv',
    first_name: 'Sam',
    last_name: 'Fixture',
    linkedin_url: 'https://www.linkedin.com/in/sam-fixture',
  })) as { candidate_id: string };
  await api(page, 'put', `/api/campaign/activate/${project.linked_campaign}`, { run: true });
  await api(page, 'post', `/api/project/${project._id}/pipeline/move`, {
    candidate_ids: [added.candidate_id],
    to_stage: 'in_campaign',
  });

  // 3. The extension claims the invitation and performs it on the fixture site, note typed.
  await expect
    .poll(() => site.sent(), { timeout: 120_000, message: 'the invitation is sent on the site' })
    .toEqual([
      {
        kind: 'invitation',
        profile: 'sam-fixture',
        note: 'Hi Sam, we are hiring platform engineers. Shall we connect?',
      },
    ]);
  // Reported done: the sequence moves on to the delay.
  await expect
    .poll(async () => (await enrollmentOf(page, added.candidate_id))?.current_step, {
      timeout: 30_000,
    })
    .toBe(2);

  // 4. Sam answers in LinkedIn messaging: the extension reports it and the sequence stops.
  await page.goto(
    `${site.origin}/messaging/thread/t-1?from=sam-fixture&name=${encodeURIComponent('Sam Fixture')}` +
      `&text=${encodeURIComponent('Happy to connect, Friday works for me.')}`,
  );
  await expect
    .poll(async () => await enrollmentOf(page, added.candidate_id), { timeout: 30_000 })
    .toMatchObject({ status: 'stopped', stop_reason: 'replied' });
  expect(site.sent()).toHaveLength(1);

  // 5. LinkedIn signs the member out: the extension reports it, the app shows it until re-connect.
  await page.goto(`${site.origin}/login`);
  await page.goto('/app/connect-linkedin');
  await expect(page.getByRole('alert')).toContainText(
    'LinkedIn is signed out in the browser with the Hirelane extension.',
    { timeout: 15_000 },
  );
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
});
