import { Outlet } from 'react-router';
import { closeButtonTarget } from '@hirelane/domain/app-shell/close-target';
import { getPreviousRoute } from '../lib/previous-route';
import { useAppQuery } from '../lib/use-app-query';
import { CloseBar } from './close-bar';
import { SignedInFrame } from './signed-in-frame';

/** The X target of SPEC 2.3 for the current query and remembered previous route. */
export const useCloseTarget = (): string => {
  const query = useAppQuery();
  return closeButtonTarget({
    source: query.source ?? null,
    prevRoute: query.prevRoute ?? null,
    previousRoute: getPreviousRoute(),
  });
};

/** SPEC 2.3 close-button layout: a bar with an X, then the page. */
export function CloseButtonLayout() {
  const target = useCloseTarget();
  return (
    <SignedInFrame>
      {() => (
        <div className="flex min-h-screen flex-col bg-stone-50">
          <CloseBar to={target} />
          <div id="content" className="flex-1">
            <Outlet />
          </div>
        </div>
      )}
    </SignedInFrame>
  );
}
