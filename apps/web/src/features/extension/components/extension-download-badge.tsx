import { Link } from 'react-router';
import { useSessionQuery } from '../../auth/api/session';
import { useExtensionDetection } from '../use-extension-detection';

/** Until the store listing exists (extension issue), the badge leads to the in-app install help. */
export const EXTENSION_INSTALL_HREF = '/app?install=extension';

/** SPEC 2.3: the browser extension download button, shown only while it is not detected. */
export function ExtensionDownloadBadge() {
  const session = useSessionQuery();
  const { installed } = useExtensionDetection(session.data?.profile_info.extension_id ?? '');
  if (installed || !session.data) return null;
  return (
    <Link
      to={EXTENSION_INSTALL_HREF}
      className="inline-flex items-center gap-1.5 rounded-full border border-orange-200 bg-orange-50 px-3 py-1.5 text-xs font-semibold text-orange-800 hover:bg-orange-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M10 3v9m0 0l-3.5-3.5M10 12l3.5-3.5M4 15h12" strokeLinecap="round" />
      </svg>
      Get the extension
    </Link>
  );
}
