import { Link } from 'react-router';
import { EXTENSION_INSTALL_PAGE } from '@hirelane/domain/extension/extension-key';
import { isVersionOlder, MIN_EXTENSION_VERSION } from '@hirelane/domain/extension/presence';
import { useSessionQuery } from '../../auth/api/session';
import { useExtensionDetection } from '../use-extension-detection';
import { DownloadIcon } from '../../../components/ui/icons';

const BADGE =
  'inline-flex items-center gap-1.5 rounded-full border border-orange-200 bg-orange-50 px-3 py-1.5 text-xs font-semibold text-orange-800 hover:bg-orange-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500';

/**
 * SPEC 2.3: the browser extension download button, shown only while it is not detected; once
 * detected, "Update the extension" takes its place while the installed version is older than the
 * app needs. Both lead to the page that serves the extension (decision 044).
 */
export function ExtensionDownloadBadge() {
  const session = useSessionQuery();
  const extensionId = session.data?.profile_info.extension_id ?? '';
  const { installed, version } = useExtensionDetection(extensionId);
  if (!session.data || !extensionId) return null;
  const outdated = installed && version !== null && isVersionOlder(version, MIN_EXTENSION_VERSION);
  if (installed && !outdated) return null;
  return (
    <Link to={EXTENSION_INSTALL_PAGE} target="_blank" rel="noopener" className={BADGE}>
      <DownloadIcon />
      {outdated ? 'Update the extension' : 'Get the extension'}
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}
