export type CloseButtonInput = {
  /** The `source` query value. */
  source?: string | null;
  /** The `prevRoute` query value. */
  prevRoute?: string | null;
  /** The remembered previous route path (SPEC 4.8). */
  previousRoute?: string | null;
};

export const HOME_PATH = '/app';
export const ONBOARDING_CLOSE_TARGET = '/app?source=onboardingModal';

/** A same-site path: starts with '/' but not '//' (nor '/\'), so it cannot leave the site. */
export const isSameSitePath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/(?![/\\])/.test(value);

const sameSiteOr = (value: string | null | undefined, fallback: string): string =>
  isSameSitePath(value) ? value : fallback;

/**
 * SPEC 2.3 close-button layout: source=onboarding → /app?source=onboardingModal; source
 * access_denied or outlook_error → prevRoute (else the previous route, else /app); otherwise the
 * previous route, else /app. Only same-site paths are followed.
 */
export const closeButtonTarget = ({
  source,
  prevRoute,
  previousRoute,
}: CloseButtonInput): string => {
  const previous = sameSiteOr(previousRoute, HOME_PATH);
  if (source === 'onboarding') return ONBOARDING_CLOSE_TARGET;
  if (source === 'access_denied' || source === 'outlook_error')
    return sameSiteOr(prevRoute, previous);
  return previous;
};

export type CampaignAiCloseInput = {
  /** The `from` query value. */
  from?: string | null;
  projectId: string;
  campaignId?: string | null;
};

/**
 * SPEC 2.3 campaign AI close layout: from=searchPage → the project page; from=pipeline → the
 * project pipeline; otherwise the campaign page (the project page when no campaign id is known).
 */
export const campaignAiCloseTarget = ({
  from,
  projectId,
  campaignId,
}: CampaignAiCloseInput): string => {
  const project = `/app/projects/${encodeURIComponent(projectId)}`;
  if (from === 'searchPage') return project;
  if (from === 'pipeline') return `${project}/pipeline`;
  return campaignId ? `${project}/campaign/${encodeURIComponent(campaignId)}` : project;
};
