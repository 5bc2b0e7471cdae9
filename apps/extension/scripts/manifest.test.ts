import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  EXTENSION_DEFAULT_ID,
  EXTENSION_PUBLIC_KEY,
} from '@hirelane/domain/extension/extension-key';
import { isChromeExtensionId } from '@hirelane/domain/extension/presence';
import { buildManifest } from './manifest';

/** Chrome's rule: SHA-256 of the DER public key, first 32 hex digits, 0-9a-f mapped to a-p. */
const chromeIdOfKey = (key: string): string =>
  [...createHash('sha256').update(Buffer.from(key, 'base64')).digest('hex').slice(0, 32)]
    .map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 16)))
    .join('');

describe('buildManifest', () => {
  it('fixes the id the server defaults to through the manifest key', () => {
    const manifest = buildManifest({
      version: '1.2.3',
      appOrigin: 'http://localhost:3000',
      testSites: [],
    });
    expect(manifest.key).toBe(EXTENSION_PUBLIC_KEY);
    expect(chromeIdOfKey(manifest.key)).toBe(EXTENSION_DEFAULT_ID);
    expect(isChromeExtensionId(EXTENSION_DEFAULT_ID)).toBe(true);
    expect(manifest.version).toBe('1.2.3');
  });

  it('exposes the icon to the app only and asks for no host but the app', () => {
    const manifest = buildManifest({
      version: '1.0.0',
      appOrigin: 'http://127.0.0.1:4010/',
      testSites: [],
    });
    expect(manifest.host_permissions).toEqual(['http://127.0.0.1:4010/*']);
    expect(manifest.web_accessible_resources[0]).toEqual({
      resources: ['icon-16.png'],
      matches: ['http://127.0.0.1:4010/*'],
    });
    expect(manifest.content_scripts[1]?.matches).toEqual([
      'https://www.linkedin.com/in/*',
      'https://github.com/*',
    ]);
    // The LinkedIn agent: every LinkedIn page, nothing else; permissions are alarms and storage.
    expect(manifest.content_scripts[2]).toEqual({
      matches: ['https://www.linkedin.com/*'],
      js: ['linkedin-agent.js'],
      run_at: 'document_idle',
    });
    expect(manifest.permissions).toEqual(['alarms', 'storage']);
  });

  it('adds fixture sites to the profile pages of a test build only', () => {
    const manifest = buildManifest({
      version: '1.0.0',
      appOrigin: 'http://localhost:3000',
      testSites: ['http://127.0.0.1:4999'],
    });
    expect(manifest.content_scripts[1]?.matches).toEqual([
      'https://www.linkedin.com/in/*',
      'https://github.com/*',
      'http://127.0.0.1:4999/in/*',
      'http://127.0.0.1:4999/github/*',
    ]);
    expect(manifest.content_scripts[2]?.matches).toEqual([
      'https://www.linkedin.com/*',
      'http://127.0.0.1:4999/*',
    ]);
    // Web-accessible resources take origins only: Chrome refuses to load a manifest with paths.
    expect(manifest.web_accessible_resources[1]?.matches).toEqual([
      'https://www.linkedin.com/*',
      'https://github.com/*',
      'http://127.0.0.1:4999/*',
    ]);
  });
});
