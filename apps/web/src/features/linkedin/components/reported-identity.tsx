import type { LinkedinConnection } from '@hirelane/domain/linkedin/extension-contract.schema';
import { Button } from '../../../components/ui/button';

type Props = {
  reported: NonNullable<LinkedinConnection['reported']>;
  account: LinkedinConnection['account'];
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
};

/**
 * The LinkedIn member the extension sees signed in, with Confirm. Once it is the connected
 * account without a problem, the page says so instead.
 */
export function ReportedIdentity({ reported, account, busy, error, onConfirm }: Props) {
  const connected =
    account !== null &&
    account.error_message === null &&
    account.profile_url === reported.profile_url;
  return (
    <section aria-labelledby="li-identity" className="space-y-4">
      <h2 id="li-identity" className="text-lg font-semibold text-stone-900">
        {connected ? 'Your LinkedIn account is connected' : 'Signed in to LinkedIn in this browser'}
      </h2>
      <div className="rounded-xl border border-stone-200 bg-stone-50 p-4">
        <p className="font-semibold text-stone-900">{reported.full_name}</p>
        {reported.headline ? <p className="text-sm text-stone-700">{reported.headline}</p> : null}
        <a
          href={reported.profile_url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 block break-all text-sm text-orange-800 underline"
        >
          {reported.profile_url}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      {account?.error_message ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {account.error_message}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {connected ? (
        <p className="text-stone-700">
          Campaigns can now use this account as their LinkedIn sender. The extension performs their
          LinkedIn steps while this browser is open.
        </p>
      ) : (
        <div className="space-y-2">
          <p className="text-stone-700">
            {account
              ? 'Confirm to re-connect this account as your LinkedIn account in this workspace.'
              : 'Confirm to connect this account as your LinkedIn account in this workspace.'}
          </p>
          <Button onClick={onConfirm} loading={busy}>
            Confirm
          </Button>
        </div>
      )}
    </section>
  );
}
