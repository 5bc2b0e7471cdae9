import type { Database } from '../../db/client';
import { markExtensionDetected } from './user-profile-store';

/**
 * The web app reports whether it detected the browser extension (SPEC 4.8).
 * Only a positive report is recorded, once: a later "not installed" (another
 * browser, a disabled extension) does not undo the checklist item.
 */
export const recordExtension = async (
  db: Database,
  userId: string,
  installed: boolean,
): Promise<void> => {
  if (installed) await markExtensionDetected(db, userId);
};
