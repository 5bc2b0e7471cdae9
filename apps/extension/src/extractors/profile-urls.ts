import { normalizeLinkedinUrl } from '@hirelane/domain/candidates/identity';

/** A LinkedIn profile's address in one form (decision 006 key, as https), or null. */
export const canonicalLinkedinProfileUrl = (value: string | null | undefined): string | null => {
  const key = normalizeLinkedinUrl(value);
  if (!key || !/^linkedin\.com\/(in|pub)\/[^/]+$/.test(key)) return null;
  return `https://www.${key}`;
};

const GITHUB_RESERVED = new Set([
  'about',
  'explore',
  'features',
  'issues',
  'login',
  'marketplace',
  'new',
  'notifications',
  'orgs',
  'pricing',
  'pulls',
  'search',
  'settings',
  'signup',
  'sponsors',
  'topics',
  'trending',
]);

/** `https://github.com/Octo-Cat?tab=repositories` → `https://github.com/octo-cat`; not a user page → null. */
export const canonicalGithubProfileUrl = (value: string | null | undefined): string | null => {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.hostname !== 'github.com' && url.hostname !== 'www.github.com') return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const login = segments[0]?.toLowerCase();
  if (segments.length !== 1 || !login || !/^[a-z0-9-]{1,39}$/.test(login)) return null;
  if (GITHUB_RESERVED.has(login)) return null;
  return `https://github.com/${login}`;
};
