import { useState } from 'react';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import type { SubscriptionInfo } from '@hirelane/domain/workspaces/subscription.schema';
import {
  creditLedgerFilters,
  DEFAULT_LEDGER_PAGE_SIZE,
  type CreditLedgerFilters,
} from '@hirelane/domain/billing/credit-usage.schema';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SettingsSection } from '../../../components/settings-section';
import { useCreditBalanceQuery } from '../api/credit-balance';
import { ledgerCsvHref, useCreditLedgerQuery, useDailyUsageQuery } from '../api/credit-usage';
import { canSeeCreditUsage } from '../credit-usage-access';
import { CreditExpiryNote } from './credit-expiry-note';
import { LedgerFilters } from './ledger-filters';
import { LedgerTable } from './ledger-table';
import { UsageChart } from './usage-chart';

const COUNT = new Intl.NumberFormat('en-US');

/**
 * #usage (Settings → Billing → Usage): the balance and what expires, credits used per day, and the
 * ledger with filters, pages and a CSV export. Billing admins only (decision 024).
 */
export function CreditUsageSection({ session }: { session: SessionInfo }) {
  const workspaceId = session.profile_info.current_workspace?._id ?? null;
  if (!workspaceId || !canSeeCreditUsage(session)) return null;
  return (
    <CreditUsage workspaceId={workspaceId} subscription={session.profile_info.subscription_info} />
  );
}

function CreditUsage({
  workspaceId,
  subscription,
}: {
  workspaceId: string;
  subscription: SubscriptionInfo | null;
}) {
  const [draft, setDraft] = useState<CreditLedgerFilters>({});
  const [applied, setApplied] = useState<CreditLedgerFilters>({});
  const [page, setPage] = useState(1);
  const balance = useCreditBalanceQuery(workspaceId);
  const daily = useDailyUsageQuery(workspaceId);
  const ledger = useCreditLedgerQuery(workspaceId, {
    ...applied,
    page,
    page_size: DEFAULT_LEDGER_PAGE_SIZE,
  });

  const changeFilters = (next: CreditLedgerFilters) => {
    setDraft(next);
    // A half-typed range (end before start) keeps the last valid filter on screen.
    if (creditLedgerFilters.safeParse(next).success) {
      setApplied(next);
      setPage(1);
    }
  };

  const data = ledger.data;
  const pages = data ? Math.max(1, Math.ceil(data.totals.entries / data.page_size)) : 1;
  const firstShown = data && data.items.length > 0 ? (data.page - 1) * data.page_size + 1 : 0;
  const filtered = Boolean(applied.kind || applied.action || applied.from || applied.to);

  return (
    <SettingsSection
      id="usage"
      title="Credit usage"
      description="Where the workspace’s credits came from and what they paid for."
    >
      <div className="space-y-6">
        <div className="space-y-1 text-sm">
          <p className="text-stone-900" data-testid="usage-balance">
            {balance.data ? (
              <>
                <span className="text-lg font-bold">{COUNT.format(balance.data.balance)}</span>{' '}
                credits left · {COUNT.format(balance.data.period_used)} used this period
              </>
            ) : balance.isPending ? (
              'Loading the balance…'
            ) : (
              'The balance is not available right now.'
            )}
          </p>
          <CreditExpiryNote subscription={subscription} />
        </div>

        {daily.data ? (
          <UsageChart usage={daily.data} />
        ) : (
          <p className="text-sm text-stone-600">
            {daily.isPending ? 'Loading the daily use…' : 'The daily use is not available.'}
          </p>
        )}

        <LedgerFilters filters={draft} onChange={changeFilters} />

        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-stone-700" aria-live="polite" data-testid="ledger-summary">
            {data
              ? data.totals.entries === 0
                ? filtered
                  ? 'No entries match these filters.'
                  : 'No credits have moved yet.'
                : `${COUNT.format(firstShown)}–${COUNT.format(firstShown + data.items.length - 1)} of ${COUNT.format(data.totals.entries)} entries · ${COUNT.format(data.totals.credits_in)} in · ${COUNT.format(data.totals.credits_out)} out`
              : ledger.isPending
                ? 'Loading the ledger…'
                : 'The ledger could not be loaded.'}
          </p>
          <a href={ledgerCsvHref(applied)} download className={buttonClasses('secondary')}>
            Export CSV
          </a>
        </div>

        {data && data.items.length > 0 ? <LedgerTable rows={data.items} /> : null}

        {data && pages > 1 ? (
          <nav aria-label="Ledger pages" className="flex items-center justify-between gap-3">
            <Button
              variant="secondary"
              disabled={page <= 1}
              onClick={() => setPage((value) => value - 1)}
            >
              Previous
            </Button>
            <span className="text-sm text-stone-700">
              Page {page} of {pages}
            </span>
            <Button
              variant="secondary"
              disabled={page >= pages || ledger.isPlaceholderData}
              onClick={() => setPage((value) => value + 1)}
            >
              Next
            </Button>
          </nav>
        ) : null}
      </div>
    </SettingsSection>
  );
}
