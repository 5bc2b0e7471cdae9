import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateRawSync } from 'node:zlib';
import { writeZipArchive } from '../../integrations/resume-parser/stored-zip';

/** Where `npm run build` puts the unpacked extension (apps/extension/dist). */
export const EXTENSION_DIST_DIR = fileURLToPath(
  new URL('../../../../extension/dist', import.meta.url),
);

export const EXTENSION_NOT_BUILT =
  'The browser extension is not built on this server: run npm run build.';

export type ExtensionPackage = { version: string; zip: Buffer };

let cached: { builtAt: number; dir: string; pack: ExtensionPackage } | null = null;

const zipOf = async (dir: string): Promise<Buffer> => {
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
  const entries = [];
  for (const name of names) {
    const data = await readFile(path.join(dir, name));
    entries.push({
      name: `hirelane-extension/${name}`,
      body: deflateRawSync(data),
      method: 8 as const,
      crc: crc32(data),
      size: data.length,
    });
  }
  return writeZipArchive(entries);
};

/**
 * The built extension, zipped on first request and kept until the build changes (its manifest's
 * time): null when this server has no build. The zip holds one folder to load unpacked.
 */
export const loadExtensionPackage = async (
  dir: string = EXTENSION_DIST_DIR,
): Promise<ExtensionPackage | null> => {
  const manifestPath = path.join(dir, 'manifest.json');
  const builtAt = await stat(manifestPath).then(
    (info) => info.mtimeMs,
    () => null,
  );
  if (builtAt === null) return null;
  if (cached && cached.dir === dir && cached.builtAt === builtAt) return cached.pack;
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as { version?: unknown };
  const version = typeof manifest.version === 'string' ? manifest.version : '';
  const pack = { version, zip: await zipOf(dir) };
  cached = { builtAt, dir, pack };
  return pack;
};
