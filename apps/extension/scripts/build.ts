import { mkdir, readFile, rm, writeFile, copyFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildManifest } from './manifest';
import { iconPng } from './png';

/**
 * Builds the unpacked extension into apps/extension/dist (decision 044): each entry a classic
 * script (content scripts cannot be modules), the panel page, the icons and the manifest.
 * HIRELANE_APP_ORIGIN pairs it with a server (default: npm start's http://localhost:$PORT);
 * HIRELANE_EXTENSION_TEST_SITES (comma separated origins) adds fixture sites, for tests only;
 * HIRELANE_EXTENSION_OUT_DIR builds elsewhere (the e2e test's own build).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = process.env.HIRELANE_EXTENSION_OUT_DIR ?? path.join(ROOT, 'dist');
const ENTRIES = {
  background: 'src/background/service-worker.ts',
  'app-presence': 'src/content/app-presence.ts',
  'profile-launcher': 'src/content/profile-launcher.ts',
  'linkedin-agent': 'src/content/linkedin-agent.ts',
  panel: 'src/panel/panel.ts',
};

const appOrigin = new URL(
  process.env.HIRELANE_APP_ORIGIN ?? `http://localhost:${process.env.PORT ?? '3000'}`,
).origin;
const testSites = (process.env.HIRELANE_EXTENSION_TEST_SITES ?? '')
  .split(',')
  .map((site) => site.trim())
  .filter(Boolean);
const { version } = JSON.parse(await readFile(path.join(ROOT, '../../package.json'), 'utf8')) as {
  version: string;
};

await rm(DIST, { recursive: true, force: true });
await mkdir(DIST, { recursive: true });
for (const [name, entry] of Object.entries(ENTRIES)) {
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    define: {
      __HIRELANE_APP_ORIGIN__: JSON.stringify(appOrigin),
      // A test build opens its fixture site in place of linkedin.com and claims every 6 s.
      __HIRELANE_LINKEDIN_ORIGIN__: JSON.stringify(
        testSites[0] ? new URL(testSites[0]).origin : 'https://www.linkedin.com',
      ),
      __HIRELANE_PERFORM_PERIOD_MINUTES__: JSON.stringify(testSites.length > 0 ? 0.1 : 1),
    },
    build: {
      outDir: DIST,
      emptyOutDir: false,
      minify: false,
      sourcemap: false,
      lib: {
        entry: path.join(ROOT, entry),
        formats: ['iife'],
        name: `hirelane_${name.replace(/-/g, '_')}`,
        fileName: () => `${name}.js`,
      },
    },
  });
}
await copyFile(path.join(ROOT, 'src/panel/panel.html'), path.join(DIST, 'panel.html'));
await copyFile(path.join(ROOT, 'src/panel/panel.css'), path.join(DIST, 'panel.css'));
for (const size of [16, 48, 128])
  await writeFile(path.join(DIST, `icon-${size}.png`), iconPng(size));
const manifest = buildManifest({ version, appOrigin, testSites });
await writeFile(path.join(DIST, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
process.stdout.write(
  `extension ${version} built for ${appOrigin} into ${path.relative(process.cwd(), DIST)}\n`,
);
