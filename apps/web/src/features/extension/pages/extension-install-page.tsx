import { usePageTitle } from '../../../lib/use-page-title';
import { buttonClasses } from '../../../components/ui/button';
import { useExtensionRelease } from '../api/extension-release';

const STEPS = [
  'Download the zip below and unzip it: you get a folder named hirelane-extension.',
  'In Chrome (or another Chromium browser), open chrome://extensions.',
  'Turn on Developer mode, at the top right.',
  'Click Load unpacked and choose the hirelane-extension folder.',
  'Stay signed in to Hirelane in this browser: the extension uses your session, nothing else.',
];

/**
 * SPEC 2.3's Free Tools "browser extension" (decision 044): the extension this server serves,
 * with its version, and how to load it unpacked until it is published in the Chrome Web Store.
 */
export function ExtensionInstallPage() {
  usePageTitle('Browser extension');
  const release = useExtensionRelease();
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-8">
      <h1 className="text-2xl font-semibold text-stone-900">Hirelane browser extension</h1>
      <p className="mt-2 text-stone-700">
        Save the person on a LinkedIn or GitHub profile to one of your projects in one click, and
        see whether they are already in your workspace.
      </p>
      <section
        aria-labelledby="download-heading"
        className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
      >
        <h2 id="download-heading" className="text-lg font-semibold text-stone-900">
          Download
        </h2>
        {release.isPending ? (
          <p className="mt-2 text-stone-700">Looking for the extension…</p>
        ) : release.data ? (
          <>
            <p className="mt-2 text-stone-700">
              Version <span data-testid="extension-version">{release.data.version}</span>
            </p>
            <a
              href={release.data.download_url}
              download
              className={buttonClasses('primary', 'mt-4')}
            >
              Download the extension (zip)
            </a>
          </>
        ) : (
          <p role="alert" className="mt-2 text-red-800">
            {release.error?.message ??
              'The browser extension is not built on this server: run npm run build.'}
          </p>
        )}
      </section>
      <section aria-labelledby="install-heading" className="mt-6">
        <h2 id="install-heading" className="text-lg font-semibold text-stone-900">
          Install it
        </h2>
        <ol className="mt-2 list-decimal space-y-2 pl-6 text-stone-800">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <h2 className="mt-6 text-lg font-semibold text-stone-900">Update it</h2>
        <p className="mt-2 text-stone-700">
          When Hirelane asks you to update the extension, download the new zip, unzip it over the
          same folder and click the reload arrow of Hirelane in chrome://extensions.
        </p>
      </section>
    </main>
  );
}
