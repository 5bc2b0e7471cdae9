declare const __HIRELANE_APP_ORIGIN__: string;

/** The Hirelane server this build is paired with (set at build time, decision 044). */
export const APP_ORIGIN: string = __HIRELANE_APP_ORIGIN__;
