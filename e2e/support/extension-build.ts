import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Builds the extension for this run (decision 044): paired with the e2e server, whose port is
 * chosen at start, and with the fixture site in its list of profile pages. Answers its folder.
 */
export const buildTestExtension = async (appOrigin: string, fixtureOrigin: string) => {
  const outDir = await mkdtemp(path.join(tmpdir(), 'hirelane-e2e-extension-'));
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/extension/scripts/build.ts'], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      HIRELANE_APP_ORIGIN: appOrigin,
      HIRELANE_EXTENSION_TEST_SITES: fixtureOrigin,
      HIRELANE_EXTENSION_OUT_DIR: outDir,
    },
    stdio: 'pipe',
  });
  return outDir;
};

/** Chromium with the unpacked build loaded (STACK.md: launchPersistentContext + --load-extension). */
export const launchWithExtension = async (extensionDir: string, baseURL: string) => {
  const { chromium } = await import('@playwright/test');
  const profileDir = await mkdtemp(path.join(tmpdir(), 'hirelane-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
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
  return { context, profileDir };
};
