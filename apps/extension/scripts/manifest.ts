import { EXTENSION_ICON_PATH } from '@hirelane/domain/extension/presence';
import { EXTENSION_PUBLIC_KEY } from '@hirelane/domain/extension/extension-key';

export type ManifestOptions = {
  /** The root package.json version: the extension is versioned with the app. */
  version: string;
  /** The Hirelane server this build talks to, e.g. http://localhost:3000. */
  appOrigin: string;
  /** Test builds only: origins of fixture sites that serve LinkedIn- and GitHub-shaped pages. */
  testSites: string[];
};

export const PROFILE_PAGES = ['https://www.linkedin.com/in/*', 'https://github.com/*'];
/** The LinkedIn agent (identity, health, messages, actions) runs on every LinkedIn page. */
export const LINKEDIN_PAGES = ['https://www.linkedin.com/*'];

/** A match pattern's origin part: `http://127.0.0.1:4000/x` → `http://127.0.0.1:4000`. */
export const originOf = (value: string): string => new URL(value).origin;

/** The Manifest V3 of one build (decision 044): least privilege, only the listed sites. */
export const buildManifest = ({ version, appOrigin, testSites }: ManifestOptions) => {
  const app = `${originOf(appOrigin)}/*`;
  // A test build's first fixture site stands in for linkedin.com (decision 044).
  const linkedinPages = [
    ...LINKEDIN_PAGES,
    ...testSites.slice(0, 1).map((site) => `${originOf(site)}/*`),
  ];
  const profilePages = [
    ...PROFILE_PAGES,
    ...testSites.flatMap((site) => [`${originOf(site)}/in/*`, `${originOf(site)}/github/*`]),
  ];
  return {
    manifest_version: 3,
    name: 'Hirelane',
    description: 'Save LinkedIn and GitHub profiles to your Hirelane projects.',
    version,
    key: EXTENSION_PUBLIC_KEY,
    icons: { '16': 'icon-16.png', '48': 'icon-48.png', '128': 'icon-128.png' },
    action: { default_title: 'Hirelane', default_popup: 'panel.html' },
    background: { service_worker: 'background.js' },
    // alarms: claim due LinkedIn actions while the browser is open; storage: the claimed queue
    // and the messages already reported. Tabs are opened without the "tabs" permission.
    permissions: ['alarms', 'storage'],
    host_permissions: [app],
    content_scripts: [
      { matches: [app], js: ['app-presence.js'], run_at: 'document_idle' },
      { matches: profilePages, js: ['profile-launcher.js'], run_at: 'document_idle' },
      { matches: linkedinPages, js: ['linkedin-agent.js'], run_at: 'document_idle' },
    ],
    web_accessible_resources: [
      // SPEC 4.8: the app detects the extension by loading this icon; only the app may.
      { resources: [EXTENSION_ICON_PATH], matches: [app] },
      // Web-accessible matches take origins only (path /*): the profile sites' origins.
      {
        resources: ['panel.html', 'panel.js', 'panel.css'],
        matches: [...new Set(profilePages.map((pattern) => `${originOf(pattern)}/*`))],
      },
    ],
  };
};
