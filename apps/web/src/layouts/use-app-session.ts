import { useOutletContext } from 'react-router';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';

/** The signed-in user's session, inside AppLayout. */
export const useAppSession = (): SessionInfo => useOutletContext<SessionInfo>();
