/**
 * How the browser extension tells the app it is there, so the app never requests a resource of an
 * extension that is absent (each failed request is a console error in the browser). The extension's
 * content script, on the app's pages, sets this attribute on the root element to its own id
 * (`chrome.runtime.id`); the app then loads the extension's icon to confirm it (SPEC 4.8).
 */
export const EXTENSION_PRESENCE_ATTRIBUTE = 'data-hirelane-extension';

/** The icon the extension exposes as a web-accessible resource (DESIGN 3 Extension). */
export const EXTENSION_ICON_PATH = 'icon-16.png';

/** A Chrome extension id: 32 letters a to p. Anything else names no installable extension. */
export const isChromeExtensionId = (value: string): boolean => /^[a-p]{32}$/.test(value);

/** The extension's content script also writes its version here, beside its id. */
export const EXTENSION_VERSION_ATTRIBUTE = 'data-hirelane-extension-version';

/** The oldest extension version this app works with; an older one is asked to update. */
export const MIN_EXTENSION_VERSION = '0.1.0';

const versionParts = (version: string): number[] =>
  version.split('.').map((part) => Number.parseInt(part, 10) || 0);

/** True when `version` (dotted numbers, as in a manifest) is older than `minimum`. */
export const isVersionOlder = (version: string, minimum: string): boolean => {
  const a = versionParts(version);
  const b = versionParts(minimum);
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const left = a[index] ?? 0;
    const right = b[index] ?? 0;
    if (left !== right) return left < right;
  }
  return false;
};

/** The origin the extension's requests carry (`chrome-extension://<id>`), or null for no real id. */
export const extensionOrigin = (extensionId: string): string | null =>
  isChromeExtensionId(extensionId) ? `chrome-extension://${extensionId}` : null;
