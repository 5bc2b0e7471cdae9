import type { ProfileReading } from './field';
import { extractGithubProfile } from './github-profile-extractor';
import { extractLinkedinProfile } from './linkedin-profile-extractor';

/** The site's extractor by the page's path shape; a test build also reads the fixture site's pages. */
export const extractProfile = (document: Document, pageUrl: string): ProfileReading | null => {
  const url = new URL(pageUrl);
  if (/^\/(in|pub)\//.test(url.pathname)) return extractLinkedinProfile(document, pageUrl);
  if (url.hostname === 'github.com' || url.pathname.startsWith('/github/'))
    return extractGithubProfile(document, pageUrl);
  return null;
};
