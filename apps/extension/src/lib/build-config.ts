declare const __HIRELANE_APP_ORIGIN__: string;
declare const __HIRELANE_LINKEDIN_ORIGIN__: string;
declare const __HIRELANE_PERFORM_PERIOD_MINUTES__: number;

/** The Hirelane server this build is paired with (set at build time, decision 044). */
export const APP_ORIGIN: string = __HIRELANE_APP_ORIGIN__;

/**
 * Where LinkedIn pages are opened to perform actions: https://www.linkedin.com, or in a test
 * build the fixture site that stands in for it (profile URLs keep their linkedin.com form).
 */
export const LINKEDIN_ORIGIN: string = __HIRELANE_LINKEDIN_ORIGIN__;

/** How often the service worker claims due LinkedIn actions: 1 minute; shorter in test builds. */
export const PERFORM_PERIOD_MINUTES: number = __HIRELANE_PERFORM_PERIOD_MINUTES__;
