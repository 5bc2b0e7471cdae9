import { Link } from 'react-router';
import { EXTENSION_INSTALL_PAGE } from '@hirelane/domain/extension/extension-key';
import { Spinner } from '../../../components/ui/spinner';

type Props = { installed: boolean };

/** No identity reported yet: how to get the extension to report one. The page polls meanwhile. */
export function WaitingForExtension({ installed }: Props) {
  return (
    <section aria-labelledby="li-waiting" className="space-y-4">
      <h2 id="li-waiting" className="text-lg font-semibold text-stone-900">
        Waiting for the browser extension
      </h2>
      <p className="text-stone-700">
        {installed
          ? 'The Hirelane browser extension is installed in this browser.'
          : 'The Hirelane browser extension is not detected in this browser.'}
      </p>
      <ol className="list-decimal space-y-2 pl-5 text-stone-700">
        <li>
          {!installed ? (
            <Link to={EXTENSION_INSTALL_PAGE} className="font-semibold text-orange-800 underline">
              Install the Hirelane browser extension
            </Link>
          ) : (
            'Install the Hirelane browser extension'
          )}
          .
        </li>
        <li>Open linkedin.com in this browser and sign in to your LinkedIn account.</li>
        <li>Come back here: your LinkedIn account appears on this page by itself.</li>
      </ol>
      <p className="flex items-center gap-2 text-sm text-stone-600" role="status">
        <Spinner />
        Checking every few seconds…
      </p>
    </section>
  );
}
