import type { ProfileReading } from '../extractors/field';

/** The panel asks the service worker to call the paired app (only /api/extension/*). */
export type ApiRequest = {
  type: 'hirelane:api';
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
};
export type ApiResponse = { status: number; body: unknown };

/** The toolbar popup asks the open tab's launcher for the person it read. */
export type ReadProfileRequest = { type: 'hirelane:read-profile' };
export type ReadProfileResponse = { reading: ProfileReading | null };

export const isApiRequest = (value: unknown): value is ApiRequest =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === 'hirelane:api' &&
  typeof (value as { path?: unknown }).path === 'string';

/** Only the extension's own routes: the service worker is no open proxy to the app. */
export const isExtensionApiPath = (path: string): boolean =>
  /^\/api\/extension\/[a-z-]+(\?[A-Za-z0-9_=&%-]*)?$/.test(path);
