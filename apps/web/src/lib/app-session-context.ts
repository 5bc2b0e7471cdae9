import { createContext } from 'react';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';

/** The signed-in user's session, provided by every signed-in layout. */
export const AppSessionContext = createContext<SessionInfo | null>(null);
