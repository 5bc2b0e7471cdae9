#!/usr/bin/env node
/**
 * Lighthouse performance scores (desktop preset) of /login and /app against a
 * running app. Starts no server: BASE_URL points at one (default
 * http://127.0.0.1:3000). /app needs a signed-in session: pass its cookies as
 * a Cookie header in LIGHTHOUSE_COOKIE (e.g. "better-auth.session_token=...").
 * Uses the local Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 * Optional: LIGHTHOUSE_MIN_SCORE (0-100) makes the script exit 1 below it.
 * Optional: LIGHTHOUSE_PATHS (comma-separated, e.g. "/careers/acme/<projectId>") measures those
 * public pages instead; LIGHTHOUSE_PRESET=mobile uses Lighthouse's phone profile (emulated
 * Moto G, slow 4G, 4x CPU throttling) instead of the desktop preset.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const COOKIE = process.env.LIGHTHOUSE_COOKIE ?? '';
const MIN_SCORE = process.env.LIGHTHOUSE_MIN_SCORE
  ? Number(process.env.LIGHTHOUSE_MIN_SCORE)
  : null;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const PAGES = process.env.LIGHTHOUSE_PATHS
  ? process.env.LIGHTHOUSE_PATHS.split(',')
      .map((path) => path.trim())
      .filter(Boolean)
      .map((path) => ({ path, cookie: false }))
  : [
      { path: '/login', cookie: false },
      { path: '/app', cookie: true },
    ];
const MOBILE = process.env.LIGHTHOUSE_PRESET === 'mobile';

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

const run = async (chrome, page) => {
  const url = `${BASE_URL}${page.path}`;
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(page.cookie && COOKIE ? { extraHeaders: { Cookie: COOKIE } } : {}),
  };
  // Without a config Lighthouse runs its default, the phone profile.
  const result = await lighthouse(url, flags, MOBILE ? undefined : desktopConfig);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
  return {
    path: page.path,
    finalUrl: lhr.finalDisplayedUrl,
    score,
    metrics: METRICS.map(
      (id) => `${lhr.audits[id]?.title}: ${lhr.audits[id]?.displayValue ?? 'n/a'}`,
    ),
    runtimeError: lhr.runtimeError?.message,
  };
};

const main = async () => {
  if (!COOKIE && PAGES.some((page) => page.cookie))
    console.warn('LIGHTHOUSE_COOKIE is not set: /app will measure the redirect to /login.');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  let failed = false;
  try {
    for (const page of PAGES) {
      const report = await run(chrome, page);
      console.log(`${report.path.padEnd(7)} performance ${report.score} (${report.finalUrl})`);
      for (const line of report.metrics) console.log(`        ${line}`);
      if (report.runtimeError) {
        console.log(`        runtime error: ${report.runtimeError}`);
        failed = true;
      }
      if (MIN_SCORE !== null && report.score < MIN_SCORE) failed = true;
    }
  } finally {
    await chrome.kill();
  }
  process.exit(failed ? 1 : 0);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
