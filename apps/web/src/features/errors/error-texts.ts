import {
  SERVER_ERROR_TOAST_TITLE,
  VALIDATION_TOAST_TEXT,
  VALIDATION_TOAST_TITLE,
} from '../../lib/error-messages';

export type ErrorAction = 'log-in' | 'go-back' | 'refresh' | 'contact-support';

export type ErrorTexts = {
  title: string;
  header: string;
  subtext: string | null;
  actions: ErrorAction[];
};

export const OTHER_ERROR_TEXT = 'Error: Please refresh and try again, or contact the support team.';
export const PAGE_NOT_FOUND_MESSAGE = 'This page could not be found';
export const LIMITED_ACCESS_TEXT = 'Access denied: Your account has limited access at the moment';
export const ENTERPRISE_BILLING_TEXT =
  'Sorry, billing details are not available for Enterprise plans';

/** The texts of SPEC 2.4 for an error status. */
export const errorTextsFor = (status: number): ErrorTexts => {
  switch (status) {
    case 401:
      return {
        title: 'Sign in required',
        header: "Uh-oh! You're not Authenticated.",
        subtext: 'Sorry, but you gotta be logged in to get in here!',
        actions: ['log-in'],
      };
    case 403:
      return {
        title: 'Not authorised',
        header: "Oops! Looks like you're not Authorized.",
        subtext: 'Sorry, but this area is off-limits for you!',
        actions: ['go-back'],
      };
    case 404:
      return {
        title: 'Page not found',
        header: "Whoopsie-daisy! We couldn't find what you're looking for.",
        subtext: null,
        actions: ['refresh'],
      };
    case 407:
      return {
        title: 'Limited access',
        header: LIMITED_ACCESS_TEXT,
        subtext: null,
        actions: ['contact-support', 'refresh'],
      };
    case 414:
      return {
        title: 'Billing unavailable',
        header: ENTERPRISE_BILLING_TEXT,
        subtext: null,
        actions: ['contact-support'],
      };
    case 422:
      return {
        title: 'Validation error',
        header: VALIDATION_TOAST_TITLE,
        subtext: VALIDATION_TOAST_TEXT,
        actions: ['go-back'],
      };
    case 500:
      return {
        title: 'Server error',
        header: SERVER_ERROR_TOAST_TITLE,
        subtext: 'Please refresh and try again. If it keeps happening, contact the support team.',
        actions: ['refresh', 'contact-support'],
      };
    default:
      return {
        title: 'Error',
        header: OTHER_ERROR_TEXT,
        subtext: null,
        actions: ['refresh', 'contact-support'],
      };
  }
};

/** For 401, 403 and 404 a server message, if present, replaces the header (SPEC 2.4). */
export const MESSAGE_REPLACES_HEADER = new Set([401, 403, 404]);
