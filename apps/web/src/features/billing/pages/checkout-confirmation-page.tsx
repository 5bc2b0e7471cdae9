import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { planByName } from '@hirelane/domain/billing/plans';
import { PRODUCT_NAME } from '@hirelane/domain/product/product';
import type { SubscriptionInfo } from '@hirelane/domain/workspaces/subscription.schema';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { sessionQueryOptions } from '../../auth/api/session';
import { burstConfetti, CONFETTI_BURST_PARTICLES } from '../../../lib/confetti';
import { CheckIcon } from '../../../components/ui/icons';

/** How often the session is read again while the payment is being confirmed. */
export const CONFIRMATION_POLL_MS = 2000;
/** After this, the page says it is still waiting and what to do. */
export const CONFIRMATION_PATIENCE_MS = 30_000;

export const STILL_WAITING_TEXT =
  'Still waiting for the payment confirmation… It usually takes a few seconds. Keep this page open, or come back later: your plan shows in Settings → Billing once the payment is confirmed. If your card was charged and nothing changes within a few minutes, contact support.';

const isConfirmed = (subscription: SubscriptionInfo | null | undefined): boolean =>
  subscription?.plan_status === 'active';

type ViewProps = {
  subscription: SubscriptionInfo | null;
  workspaceName: string | undefined;
  /** The confirmation has taken longer than CONFIRMATION_PATIENCE_MS. */
  slow: boolean;
};

/** What the page shows for a subscription state (exported for tests). */
export function CheckoutConfirmationView({ subscription, workspaceName, slow }: ViewProps) {
  const confirmed = isConfirmed(subscription);
  const planLabel = subscription && confirmed ? planByName(subscription.plan_name).label : null;
  return (
    <main className="mx-auto flex w-full max-w-xl flex-col px-4 py-12 sm:py-20">
      <Card className="text-center">
        {confirmed ? (
          <div
            aria-hidden="true"
            className="mx-auto grid size-14 place-items-center rounded-full bg-emerald-100"
          >
            <CheckIcon className="size-7 text-emerald-700" strokeWidth={2.5} />
          </div>
        ) : null}
        <h1 className="mt-5 text-2xl font-bold text-stone-900">
          {confirmed ? 'You’re all set!' : 'Confirming your payment'}
        </h1>
        <div className="mt-2 text-stone-600" aria-live="polite">
          {planLabel ? (
            <p>
              {workspaceName ? `${workspaceName} is` : 'Your workspace is'} now on the{' '}
              <strong className="font-semibold text-stone-900" data-testid="confirmed-plan">
                {planLabel}
              </strong>{' '}
              plan.
            </p>
          ) : (
            <>
              <p className="inline-flex items-center gap-2">
                <Spinner /> Waiting for the payment confirmation…
              </p>
              {slow ? (
                <p role="status" className="mt-4 text-sm text-amber-900">
                  {STILL_WAITING_TEXT}
                </p>
              ) : null}
            </>
          )}
        </div>
        <Link
          to={confirmed ? '/app' : '/app/billing'}
          className={buttonClasses(confirmed ? 'primary' : 'secondary', 'mt-8 w-full sm:w-auto')}
        >
          {confirmed ? `Go to ${PRODUCT_NAME}` : 'Open billing'}
        </Link>
      </Card>
    </main>
  );
}

/**
 * /app/checkout-confirmation?checkout=success. The shell's guard has already waited 2 s (SPEC
 * 2.2); the plan is active once the payment provider's webhook has arrived, so the session is
 * read again every 2 s until it shows the plan active.
 */
export function CheckoutConfirmationPage() {
  usePageTitle('Confirming your plan');
  const session = useQuery({
    ...sessionQueryOptions,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      isConfirmed(query.state.data?.profile_info.subscription_info) ? false : CONFIRMATION_POLL_MS,
  });
  const [slow, setSlow] = useState(false);
  const celebrated = useRef(false);
  const profile = session.data?.profile_info;
  const confirmed = isConfirmed(profile?.subscription_info);

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), CONFIRMATION_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!confirmed || celebrated.current) return;
    celebrated.current = true;
    void burstConfetti(CONFETTI_BURST_PARTICLES);
  }, [confirmed]);

  return (
    <CheckoutConfirmationView
      subscription={profile?.subscription_info ?? null}
      workspaceName={profile?.current_workspace?.name}
      slow={slow && !confirmed}
    />
  );
}
