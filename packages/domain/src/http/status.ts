/** Status codes the API answers with, and the message each carries by default (DESIGN §3). */
export const API_STATUS = {
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  gone: 410,
  accountLimited: 407,
  enterpriseBilling: 414,
  validation: 422,
  tooManyRequests: 429,
  unexpected: 500,
} as const;

export type ApiStatus = (typeof API_STATUS)[keyof typeof API_STATUS];

export const DEFAULT_ERROR_MESSAGES: Record<ApiStatus, string> = {
  401: 'You need to sign in first.',
  403: 'You are not allowed to do this.',
  404: 'Not found.',
  407: 'Access denied: Your account has limited access at the moment',
  410: 'This link is no longer valid.',
  414: 'Sorry, billing details are not available for Enterprise plans',
  422: 'Validation failed.',
  429: 'Too many requests. Please wait a moment and try again.',
  500: 'Something went wrong on our side.',
};
