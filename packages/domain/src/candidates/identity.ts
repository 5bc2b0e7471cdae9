/**
 * The keys that make two records the same person in a workspace (DESIGN §5): the same e-mail
 * (case-insensitive) or the same LinkedIn profile, whatever form its URL took.
 */
export const normalizeEmail = (value: string | null | undefined): string | null => {
  const email = value?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return null;
  return email;
};

const LINKEDIN_HOST = /^([a-z]{2,3}\.|www\.|m\.)?linkedin\.com$/;

/**
 * `https://uk.linkedin.com/in/Jane-Doe-12/?trk=x` and `linkedin.com/in/jane-doe-12` give the same
 * key `linkedin.com/in/jane-doe-12`. Other LinkedIn paths keep their path; non-LinkedIn → null.
 */
export const normalizeLinkedinUrl = (value: string | null | undefined): string | null => {
  const raw = value?.trim();
  if (!raw) return null;
  const match = /^(?:https?:\/\/)?([^/?#\s]+)([^?#\s]*)/i.exec(raw);
  if (!match) return null;
  const host = (match[1] ?? '').toLowerCase();
  if (!LINKEDIN_HOST.test(host)) return null;
  const segments = (match[2] ?? '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });
  if (segments.length === 0) return null;
  const [kind, slug] = segments;
  if ((kind === 'in' || kind === 'pub') && slug) return `linkedin.com/${kind}/${slug}`;
  return `linkedin.com/${segments.join('/')}`;
};

export const splitFullName = (fullName: string): { first_name: string; last_name: string } => {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { first_name: '', last_name: '' };
  if (parts.length === 1) return { first_name: parts[0] ?? '', last_name: '' };
  return { first_name: parts[0] ?? '', last_name: parts.slice(1).join(' ') };
};

export const joinFullName = (first: string | null, last: string | null): string =>
  [first, last]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
