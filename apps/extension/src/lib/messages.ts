import type { ProfileReading } from '../extractors/field';
import type { LinkedinHealth } from '../extractors/linkedin-health';
import type { PerformableAction } from '../linkedin-actions/perform-action';
import type { SeenMessage } from '../linkedin-actions/read-messaging-thread';

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

/** The popup asks the open LinkedIn tab for the member signed in there. */
export type ReadMemberRequest = { type: 'hirelane:read-member' };

/** The service worker asks the profile tab it opened to perform one claimed action. */
export type PerformRequest = { type: 'hirelane:perform'; action: PerformableAction };

/** LinkedIn pages tell the service worker what they saw: a health problem, new messages. */
export type HealthReport = { type: 'hirelane:linkedin-health'; health: LinkedinHealth };
export type MessagesReport = { type: 'hirelane:linkedin-messages'; messages: SeenMessage[] };

const typed = (value: unknown, type: string): boolean =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === type;

export const isHealthReport = (value: unknown): value is HealthReport =>
  typed(value, 'hirelane:linkedin-health') &&
  typeof (value as { health?: { state?: unknown } }).health?.state === 'string';

export const isMessagesReport = (value: unknown): value is MessagesReport =>
  typed(value, 'hirelane:linkedin-messages') &&
  Array.isArray((value as { messages?: unknown }).messages);

/** Only the extension's own routes: the service worker is no open proxy to the app. */
export const isExtensionApiPath = (path: string): boolean =>
  /^\/api\/extension(\/[a-z0-9-]+)+(\?[A-Za-z0-9_=&%-]*)?$/.test(path) && !path.includes('..');
