import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext } from '@playwright/test';
import { EXTENSION_DEFAULT_ID } from '@hirelane/domain/extension/extension-key';
import { buildTestExtension } from '../../support/extension-build';
import { startProfileFixtureSite, type FixtureSite } from '../../support/profile-fixture-site';
import { createProjectViaApi } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

/**
 * The unpacked extension in Chromium (STACK.md: launchPersistentContext with --load-extension),
 * built for this run's server and a local LinkedIn-shaped fixture site (decision 044).
 */

let site: FixtureSite;
let context: BrowserContext;
let profileDir: string;
let extensionDir: string;

test.beforeAll(async () => {
  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
  site = await startProfileFixtureSite();
  extensionDir = await buildTestExtension(baseURL, site.origin);
  profileDir = await mkdtemp(path.join(tmpdir(), 'hirelane-e2e-chromium-'));
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    baseURL,
    viewport: { width: 1280, height: 800 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
    ],
  });
});

test.afterAll(async () => {
  await context?.close();
  await site?.close();
  for (const dir of [profileDir, extensionDir])
    if (dir) await rm(dir, { recursive: true, force: true });
});

test('the installed extension is detected and saves a LinkedIn profile to a project', async () => {
  const page = await context.newPage();
  await signUp(page, uniqueEmail('extension'));

  // Detected (its id is the one the manifest key fixes): the download badge goes.
  await expect(page.locator('html')).toHaveAttribute(
    'data-hirelane-extension',
    EXTENSION_DEFAULT_ID,
  );
  await expect(page.getByRole('link', { name: /Get the extension/ })).toHaveCount(0, {
    timeout: 10_000,
  });

  const project = await createProjectViaApi(page, { name: 'Extension hires' });

  await page.goto(`${site.origin}/in/ines-fixture?name=${encodeURIComponent('Inês Fixture')}`);
  await page.getByRole('button', { name: 'Open Hirelane: save this person' }).click();
  const panel = page.frameLocator('iframe[title="Hirelane"]');
  await expect(panel.getByRole('heading', { level: 1, name: 'Inês Fixture' })).toBeVisible();
  await expect(panel.getByText('Platform Engineer at Fixture Corp')).toBeVisible();
  await expect(panel.getByText('Not in your workspace yet.')).toBeVisible();
  await panel.getByLabel('Project').selectOption({ label: 'Extension hires' });
  await panel.getByRole('button', { name: 'Save to project' }).click();
  await expect(panel.getByText('Saved to the project.')).toBeVisible();

  await page.goto(`/app/projects/${project._id}/pipeline`);
  const row = page.getByRole('row').filter({ hasText: 'Inês Fixture' });
  await expect(row).toBeVisible();
  await expect(row.getByText('Browser extension')).toBeVisible();
});
