import type {
  ExtensionContext,
  ExtensionLookup,
} from '@hirelane/domain/extension/extension-api.schema';
import { isVersionOlder } from '@hirelane/domain/extension/presence';
import { EXTENSION_INSTALL_PAGE } from '@hirelane/domain/extension/extension-key';
import type { ProfileReading } from '../extractors/field';
import { toExtensionProfile } from '../extractors/to-extension-profile';
import { APP_ORIGIN } from '../lib/build-config';
import type { LinkedinMember } from '../extractors/linkedin-member-extractor';
import type { ReadProfileResponse } from '../lib/messages';
import { connectLinkedinSection } from './connect-linkedin';
import { callApp } from './panel-api';
import { h, renderReading } from './panel-view';

const root = document.getElementById('panel') as HTMLElement;

const show = (...children: (Node | string)[]) => root.replaceChildren(...children);

const notice = (text: string, tone = '') => h('p', { class: `notice ${tone}`.trim() }, text);

type PanelInput = { reading: ProfileReading | null; member: LinkedinMember | null };

const askTab = async <T>(tabId: number, type: string): Promise<T | null> => {
  try {
    return (await chrome.tabs.sendMessage<T>(tabId, { type })) ?? null;
  } catch {
    return null;
  }
};

/** In the launcher's iframe the reading comes in the address; in the toolbar popup, from the tab. */
const loadInput = async (): Promise<PanelInput> => {
  if (location.hash.length > 1) {
    try {
      const input = JSON.parse(decodeURIComponent(location.hash.slice(1))) as Partial<PanelInput>;
      return { reading: input.reading ?? null, member: input.member ?? null };
    } catch {
      return { reading: null, member: null };
    }
  }
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  if (tab?.id === undefined) return { reading: null, member: null };
  const profile = await askTab<ReadProfileResponse>(tab.id, 'hirelane:read-profile');
  const member = await askTab<{ member: LinkedinMember }>(tab.id, 'hirelane:read-member');
  return { reading: profile?.reading ?? null, member: member?.member ?? null };
};

const signedOut = () =>
  show(
    notice('You are signed out of Hirelane in this browser.'),
    h(
      'a',
      { class: 'button', href: `${APP_ORIGIN}/login`, target: '_blank' },
      'Sign in to Hirelane',
    ),
  );

const lookupText = (lookup: ExtensionLookup): string =>
  lookup.candidate_id === null
    ? 'Not in your workspace yet.'
    : lookup.projects.length === 0
      ? 'Already in your workspace, in no project you can see.'
      : `Already in your workspace, in: ${lookup.projects.map((project) => project.name).join(', ')}.`;

const saveForm = (context: ExtensionContext, reading: ProfileReading): HTMLElement => {
  const profile = toExtensionProfile(reading);
  const workspace = context.workspace;
  if (!profile || !workspace)
    return notice(
      profile
        ? 'Create a workspace in Hirelane first.'
        : 'The name could not be read: nothing to save.',
      'error',
    );
  if (context.projects.length === 0) return notice('Create a project in Hirelane first.');
  const select = h(
    'select',
    { id: 'project', name: 'project' },
    ...context.projects.map((project) => h('option', { value: project._id }, project.name)),
  ) as HTMLSelectElement;
  const campaign = h('input', { type: 'checkbox', id: 'campaign' }) as HTMLInputElement;
  const status = h('div', { role: 'status' });
  const button = h('button', { type: 'submit' }, 'Save to project') as HTMLButtonElement;
  const form = h(
    'form',
    {},
    h('label', { for: 'project' }, 'Project'),
    select,
    h('label', { class: 'check', for: 'campaign' }, campaign, 'Add to the campaign'),
    button,
    status,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    button.disabled = true;
    void callApp(`POST`, `/api/extension/profiles?workspace=${workspace._id}`, {
      project_id: select.value,
      profile,
      add_to_campaign: campaign.checked,
    }).then((result) => {
      button.disabled = false;
      if (result.kind === 'signed-out') return signedOut();
      status.replaceChildren(
        result.kind === 'ok'
          ? notice(result.message ?? 'Saved.', 'success')
          : notice(result.message, 'error'),
      );
    });
  });
  return form;
};

const start = async () => {
  const { reading, member } = await loadInput();
  if (!reading && !member)
    return show(notice('Open a LinkedIn or GitHub profile to save the person.'));
  const context = await callApp<ExtensionContext>('GET', '/api/extension/context');
  if (context.kind === 'signed-out') return signedOut();
  if (context.kind === 'failed') return show(notice(context.message, 'error'));
  if (isVersionOlder(chrome.runtime.getManifest().version, context.data.min_extension_version))
    return show(
      notice('This version of the extension is too old for Hirelane.', 'error'),
      h(
        'a',
        { class: 'button', href: `${APP_ORIGIN}${EXTENSION_INSTALL_PAGE}`, target: '_blank' },
        'Update the extension',
      ),
    );
  const workspace = context.data.workspace;
  const account =
    member && workspace ? [connectLinkedinSection(member, workspace._id, signedOut)] : [];
  if (!reading)
    return show(notice('Open a LinkedIn or GitHub profile to save the person.'), ...account);
  const lookupStatus = h('p', { class: 'notice' }, 'Looking for this person in your workspace…');
  show(
    renderReading(reading),
    h('p', { class: 'muted' }, `Workspace: ${workspace?.name ?? 'none'}`),
    lookupStatus,
    saveForm(context.data, reading),
    ...account,
  );
  if (!workspace) return lookupStatus.remove();
  const lookup = await callApp<ExtensionLookup>(
    'POST',
    `/api/extension/lookup?workspace=${workspace._id}`,
    { linkedin_url: reading.linkedin_url, github_url: reading.github_url },
  );
  lookupStatus.textContent =
    lookup.kind === 'ok' ? lookupText(lookup.data) : 'Could not check the workspace.';
};

void start();
