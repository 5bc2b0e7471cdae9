import { ErrorPage } from './error-page';
import { PAGE_NOT_FOUND_MESSAGE } from './error-texts';

/** A route that matches nothing (SPEC 2.2). */
export function NotFoundPage() {
  return <ErrorPage status={404} detail={PAGE_NOT_FOUND_MESSAGE} />;
}
