import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { planByName } from '@hirelane/domain/billing/plans';
import { PRODUCT_NAME } from '@hirelane/domain/product/product';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { SESSION_QUERY_KEY, useSessionQuery } from '../../auth/api/session';
import { burstConfetti, CONFETTI_BURST_PARTICLES } from '../../../lib/confetti';
import { CheckIcon } from '../../../components/ui/icons';

/**
 * /app/checkout-confirmation?checkout=success. The shell's guard has already
 * waited 2 s (SPEC 2.2); the session is refreshed so the new plan shows.
 */
export function CheckoutConfirmationPage() {
  usePageTitle('You’re all set');
  const queryClient = useQueryClient();
  const session = useSessionQuery();
  const refreshed = useRef(false);

  useEffect(() => {
    if (refreshed.current) return;
    refreshed.current = true;
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY, refetchType: 'all' });
    void burstConfetti(CONFETTI_BURST_PARTICLES);
  }, [queryClient]);

  const profile = session.data?.profile_info;
  const subscription = profile?.subscription_info ?? null;
  const planLabel = subscription ? planByName(subscription.plan_name).label : null;
  const workspaceName = profile?.current_workspace?.name;

  return (
    <main className="mx-auto flex w-full max-w-xl flex-col px-4 py-12 sm:py-20">
      <Card className="text-center">
        <div
          aria-hidden="true"
          className="mx-auto grid size-14 place-items-center rounded-full bg-emerald-100"
        >
          <CheckIcon className="size-7 text-emerald-700" strokeWidth={2.5} />
        </div>
        <h1 className="mt-5 text-2xl font-bold text-stone-900">You’re all set!</h1>
        <p className="mt-2 text-stone-600" aria-live="polite">
          {session.isFetching && !planLabel ? (
            <span className="inline-flex items-center gap-2">
              <Spinner /> Confirming your plan…
            </span>
          ) : planLabel ? (
            <>
              {workspaceName ? `${workspaceName} is` : 'Your workspace is'} now on the{' '}
              <strong className="font-semibold text-stone-900" data-testid="confirmed-plan">
                {planLabel}
              </strong>{' '}
              plan.
            </>
          ) : (
            'Your payment went through. Your plan will show up in a moment.'
          )}
        </p>
        <Link to="/app" className={buttonClasses('primary', 'mt-8 w-full sm:w-auto')}>
          Go to {PRODUCT_NAME}
        </Link>
      </Card>
    </main>
  );
}
