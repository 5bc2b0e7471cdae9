import { plausibleText, read, textField, textOf, UNREADABLE, type ProfileReading } from './field';
import { canonicalGithubProfileUrl, canonicalLinkedinProfileUrl } from './profile-urls';

/**
 * Reads a GitHub user page (`github.com/<login>`): its vcard (itemtype schema.org Person, the
 * `p-name`, `p-note`, `worksFor` and `homeLocation` microdata) and a LinkedIn link among the
 * social links, which is how the person is matched in the workspace (decision 006). Returns null
 * on any other GitHub page (repositories, organisations, settings).
 */
export const extractGithubProfile = (
  document: Document,
  pageUrl: string,
): ProfileReading | null => {
  const ogUrl = document.querySelector('meta[property="og:url"]')?.getAttribute('content');
  const profileUrl = canonicalGithubProfileUrl(ogUrl) ?? canonicalGithubProfileUrl(pageUrl);
  const card = document.querySelector('[itemtype="http://schema.org/Person"]');
  if (!profileUrl || !card) return null;

  // A user without a display name shows only the login: the name stays "could not read".
  const fullName = textField(textOf(card, '.p-name'));
  const company = plausibleText(textOf(card, '[itemprop="worksFor"] .p-org'))?.replace(/^@/, '');
  const links = [...card.querySelectorAll('[itemprop="social"] a[href], a[rel~="me"][href]')];
  const linkedin = links
    .map((link) => canonicalLinkedinProfileUrl(link.getAttribute('href')))
    .find((url) => url !== null);
  const bio = textField(textOf(card, '.p-note'), 300);
  return {
    site: 'github',
    profile_url: profileUrl,
    full_name: fullName,
    headline: bio,
    current_title: UNREADABLE,
    current_company: company ? read(company) : UNREADABLE,
    location: textField(textOf(card, '[itemprop="homeLocation"] .p-label')),
    linkedin_url: linkedin ?? null,
    github_url: profileUrl,
    // A GitHub page lists no positions, schools or skills: there is nothing to read, not a failure.
    experience: read([]),
    education: read([]),
    skills: read([]),
  };
};
