#!/usr/bin/env node
/**
 * Bundle-size budget of the web app (npm run size). Builds nothing: reads
 * apps/web/dist/.vite/manifest.json (vite `build.manifest: true`) and sums the
 * gzip size of the JavaScript a first visit to each route downloads: the entry
 * chunk and its static imports, plus the lazy chunks that route loads at once
 * and their static imports. Exits 1 when a route is over its budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** apps/web/dist, or SIZE_DIST_DIR for a build made elsewhere. */
export const DIST_DIR = process.env.SIZE_DIST_DIR
  ? path.resolve(process.env.SIZE_DIST_DIR)
  : path.join(ROOT, 'apps/web/dist');
const MANIFEST = path.join(DIST_DIR, '.vite/manifest.json');
const KB = 1000;

/**
 * The routes measured, their budgets (gzip kB) and the lazily loaded modules a
 * first visit renders (manifest keys, relative to apps/web): every page and
 * layout the route matches (apps/web/src/app/size-routes.test.ts checks them
 * against the route table) and the widgets its layout shows. Modules missing
 * from the manifest are bundled into a chunk counted anyway and are skipped.
 * Not counted: code a first visit loads after the page is shown and only then
 * (the toaster, sonner, in app/providers.tsx) or on first use (the menus and
 * popovers of the frame, components/deferred-popup.tsx).
 */
export const ROUTES = [
  {
    path: '/login',
    budgetKb: 150,
    lazy: ['src/features/auth/pages/login-page.tsx'],
  },
  {
    path: '/app',
    budgetKb: 200,
    lazy: [
      // The page registry (decision 020), loaded with the first page after sign-in.
      'src/app/page-modules.ts',
      // The layout of every signed-in page (PAGE_MODULES.mainLayout) and the widgets it shows.
      'src/layouts/main-layout.tsx',
      'src/features/activity/pages/activity-page.tsx',
      'src/features/onboarding/components/get-started-checklist.tsx',
      'src/features/extension/components/extension-download-badge.tsx',
    ],
  },
];

/** The manifest key of the HTML entry. */
export const entryKey = (manifest) => {
  const keys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const key = keys.find((candidate) => candidate.endsWith('index.html')) ?? keys[0];
  if (!key) throw new Error('The manifest has no entry chunk.');
  return key;
};

/** `keys` and everything they import statically, as manifest keys (dynamic imports excluded). */
export const staticClosure = (manifest, keys) => {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
};

/** The JavaScript files a first visit to `route` downloads, and the lazy modules not found. */
export const initialJsFiles = (manifest, route) => {
  const present = route.lazy.filter((key) => manifest[key]);
  const missing = route.lazy.filter((key) => !manifest[key]);
  const keys = staticClosure(manifest, [entryKey(manifest), ...present]);
  const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  return { files: [...new Set(files)].sort(), missing };
};

/** Sums gzip sizes; `readFile` maps a dist-relative file name to its bytes. */
export const measureRoute = (manifest, route, readFile) => {
  const { files, missing } = initialJsFiles(manifest, route);
  const sizes = files.map((file) => ({
    file,
    gzipBytes: gzipSync(readFile(file), { level: 9 }).length,
  }));
  const gzipBytes = sizes.reduce((sum, entry) => sum + entry.gzipBytes, 0);
  return {
    ...route,
    files: sizes,
    missing,
    gzipBytes,
    overBudget: gzipBytes > route.budgetKb * KB,
  };
};

const formatKb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

const main = () => {
  if (!existsSync(MANIFEST)) {
    console.error(
      `No ${path.relative(ROOT, MANIFEST)}: build the web app first (npm run build) with ` +
        '`build.manifest: true` in apps/web/vite.config.ts.',
    );
    process.exit(2);
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const readFile = (file) => readFileSync(path.join(DIST_DIR, file));
  const results = ROUTES.map((route) => measureRoute(manifest, route, readFile));
  for (const result of results) {
    const verdict = result.overBudget ? 'OVER BUDGET' : 'ok';
    console.log(
      `${result.path.padEnd(8)} ${formatKb(result.gzipBytes).padStart(10)} gzip ` +
        `(budget ${result.budgetKb} kB) ${verdict}`,
    );
    for (const entry of result.files) {
      console.log(`           ${formatKb(entry.gzipBytes).padStart(10)}  ${entry.file}`);
    }
    for (const key of result.missing) {
      console.log(`           (not a separate chunk: ${key})`);
    }
  }
  process.exit(results.some((result) => result.overBudget) ? 1 : 0);
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
