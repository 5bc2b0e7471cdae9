import { extractProfile } from '../extractors/extract-profile';
import type { ProfileReading } from '../extractors/field';
import { extractLinkedinMember } from '../extractors/linkedin-member-extractor';
import type { ReadProfileResponse } from '../lib/messages';

/**
 * On profile pages (LinkedIn /in/*, GitHub user pages): a small "Hirelane" launcher in a shadow
 * root of its own (open: the panel holds only what the page itself shows), beside the page's structure, never inside it. It opens the extension's panel
 * (an extension page in an iframe) with the person read from the page. Nothing is sent anywhere
 * from here: the panel sends only when the user saves, and only to the paired app.
 */
const CHECK_MS = 1500;

let reading: ProfileReading | null = null;
let readUrl = '';
let host: HTMLElement | null = null;
let shadow: ShadowRoot | null = null;
let panel: HTMLIFrameElement | null = null;

const STYLE = `
  .launcher { position: fixed; right: 16px; bottom: 88px; z-index: 2147483646; border: 0;
    border-radius: 999px; padding: 10px 14px; background: #1d4ed8; color: #fff; font: 600 13px/1
    system-ui, sans-serif; box-shadow: 0 2px 8px rgb(0 0 0 / 25%); cursor: pointer; }
  .launcher:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .panel { position: fixed; right: 16px; bottom: 136px; z-index: 2147483647; width: 360px;
    max-width: calc(100vw - 32px); height: min(600px, calc(100vh - 160px)); border: 1px solid #d1d5db;
    border-radius: 12px; background: #fff; box-shadow: 0 8px 24px rgb(0 0 0 / 20%); }
`;

/** The panel gets the person read and, on LinkedIn, the member signed in (to connect the account). */
const panelUrl = (value: ProfileReading): string => {
  const member = value.site === 'linkedin' ? extractLinkedinMember(document) : null;
  return `${chrome.runtime.getURL('panel.html')}#${encodeURIComponent(JSON.stringify({ reading: value, member }))}`;
};

const closePanel = () => {
  panel?.remove();
  panel = null;
  shadow?.querySelector('button')?.setAttribute('aria-expanded', 'false');
};

const togglePanel = () => {
  if (panel) return closePanel();
  if (!reading || !shadow) return;
  panel = document.createElement('iframe');
  panel.className = 'panel';
  panel.title = 'Hirelane';
  panel.src = panelUrl(reading);
  shadow.append(panel);
  shadow.querySelector('button')?.setAttribute('aria-expanded', 'true');
};

const showLauncher = () => {
  if (host) return;
  host = document.createElement('hirelane-launcher');
  shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = STYLE;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'launcher';
  button.textContent = 'Hirelane';
  button.setAttribute('aria-label', 'Open Hirelane: save this person');
  button.setAttribute('aria-expanded', 'false');
  button.addEventListener('click', togglePanel);
  shadow.append(style, button);
  document.documentElement.append(host);
};

const hideLauncher = () => {
  closePanel();
  host?.remove();
  host = null;
  shadow = null;
};

/** LinkedIn and GitHub change pages without a reload: read again when the address changes. */
const check = () => {
  if (location.href === readUrl && reading) return;
  const next = extractProfile(document, location.href);
  if (location.href !== readUrl) closePanel();
  readUrl = location.href;
  reading = next;
  if (reading) showLauncher();
  else hideLauncher();
};

chrome.runtime.onMessage.addListener((message, _sender, sendResponse) => {
  if ((message as { type?: unknown } | null)?.type !== 'hirelane:read-profile') return undefined;
  check();
  sendResponse({ reading } satisfies ReadProfileResponse);
  return undefined;
});

check();
setInterval(check, CHECK_MS);
