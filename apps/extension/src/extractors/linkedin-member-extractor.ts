import { type Field, UNREADABLE, plausibleText, read } from './field';
import { canonicalLinkedinProfileUrl } from './profile-urls';

/**
 * The member signed in to LinkedIn on this page (issue 20: connect the LinkedIn account): the
 * global nav's "Me" menu and the feed's identity card name the member and link to their own
 * profile. Selectors live here only; when the page changed shape, a field reads "unreadable".
 */
export type LinkedinMember = {
  full_name: Field<string>;
  profile_url: Field<string>;
  headline: Field<string>;
};

const NAME_SELECTORS = [
  '.global-nav__me-content .t-16',
  '.feed-identity-module__actor-meta .t-bold',
  '.profile-card-name',
];
const NAME_ATTRIBUTES: [string, string][] = [['img.global-nav__me-photo', 'alt']];
const LINK_SELECTORS = [
  '.global-nav__me-content a[href*="/in/"]',
  '.feed-identity-module__actor-meta a[href*="/in/"]',
  'a.profile-card-profile-link[href*="/in/"]',
];
const HEADLINE_SELECTORS = [
  '.global-nav__me-content .t-14',
  '.feed-identity-module__actor-meta .t-12',
  '.profile-card-headline',
];

const firstText = (root: ParentNode, selectors: string[], max: number): string | null => {
  for (const selector of selectors) {
    const text = plausibleText(root.querySelector(selector)?.textContent, max);
    if (text) return text;
  }
  return null;
};

/** "Photo of Jane Doe" and "Jane Doe" both name Jane Doe; "Me" or a generic label names nobody. */
const nameFromAttribute = (root: ParentNode): string | null => {
  for (const [selector, attribute] of NAME_ATTRIBUTES) {
    const text = plausibleText(
      root
        .querySelector(selector)
        ?.getAttribute(attribute)
        ?.replace(/^Photo of /i, ''),
    );
    if (text && !/^(me|you|profile photo|linkedin member)$/i.test(text)) return text;
  }
  return null;
};

/** A link's path /in/<slug> as the canonical linkedin.com address (fixture sites use paths). */
const profileLink = (root: ParentNode): string | null => {
  for (const selector of LINK_SELECTORS) {
    const href = root.querySelector(selector)?.getAttribute('href');
    if (!href) continue;
    let path: string;
    try {
      path = new URL(href, 'https://www.linkedin.com').pathname;
    } catch {
      continue;
    }
    const url = canonicalLinkedinProfileUrl(`https://www.linkedin.com${path}`);
    if (url) return url;
  }
  return null;
};

export const extractLinkedinMember = (doc: Document): LinkedinMember => {
  const name = firstText(doc, NAME_SELECTORS, 200) ?? nameFromAttribute(doc);
  const url = profileLink(doc);
  const headline = firstText(doc, HEADLINE_SELECTORS, 300);
  return {
    full_name: name && !/^linkedin member$/i.test(name) ? read(name) : UNREADABLE,
    profile_url: url ? read(url) : UNREADABLE,
    headline: headline ? read(headline) : UNREADABLE,
  };
};

/** What identity posts: only a member whose name and own profile URL were both read. */
export const toLinkedinIdentity = (
  member: LinkedinMember,
): { full_name: string; profile_url: string; headline: string | null } | null =>
  member.full_name.status === 'read' && member.profile_url.status === 'read'
    ? {
        full_name: member.full_name.value,
        profile_url: member.profile_url.value,
        headline: member.headline.status === 'read' ? member.headline.value : null,
      }
    : null;
