import { useContext } from 'react';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import { AppSessionContext } from './app-session-context';

/** The signed-in user's session, inside a signed-in layout (main, project, transparent, close). */
export const useAppSession = (): SessionInfo => {
  const session = useContext(AppSessionContext);
  if (!session) throw new Error('useAppSession is used outside a signed-in layout.');
  return session;
};
