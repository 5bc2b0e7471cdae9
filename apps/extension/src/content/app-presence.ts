import {
  EXTENSION_PRESENCE_ATTRIBUTE,
  EXTENSION_VERSION_ATTRIBUTE,
} from '@hirelane/domain/extension/presence';

// On the paired app's pages only: tells the app the extension is here (its id, for the icon probe
// of SPEC 4.8) and which version, so an older one is asked to update.
document.documentElement.setAttribute(EXTENSION_PRESENCE_ATTRIBUTE, chrome.runtime.id);
document.documentElement.setAttribute(
  EXTENSION_VERSION_ATTRIBUTE,
  chrome.runtime.getManifest().version,
);
