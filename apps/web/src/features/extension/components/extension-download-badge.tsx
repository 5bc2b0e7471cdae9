import { extensionStoreUrl } from '@hirelane/domain/extension/presence';
import { useSessionQuery } from '../../auth/api/session';
import { useExtensionDetection } from '../use-extension-detection';
import { DownloadIcon } from '../../../components/ui/icons';

/**
 * SPEC 2.3: the browser extension download button, shown only while it is not detected. It leads
 * to the extension's store page, so it is hidden while the configured id (EXTENSION_ID) names no
 * published extension: a button with nowhere to go is a dead end.
 */
export function ExtensionDownloadBadge() {
  const session = useSessionQuery();
  const extensionId = session.data?.profile_info.extension_id ?? '';
  const { installed } = useExtensionDetection(extensionId);
  const storeUrl = extensionStoreUrl(extensionId);
  if (installed || !session.data || !storeUrl) return null;
  return (
    <a
      href={storeUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 rounded-full border border-orange-200 bg-orange-50 px-3 py-1.5 text-xs font-semibold text-orange-800 hover:bg-orange-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
    >
      <DownloadIcon />
      Get the extension
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
