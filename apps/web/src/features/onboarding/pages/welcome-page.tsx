import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PRODUCT_NAME } from '@hirelane/domain/product/product';
import { Card } from '../../../components/ui/card';
import { FullPageSpinner } from '../../../components/ui/full-page-spinner';
import { SESSION_QUERY_KEY, useSessionQuery } from '../../auth/api/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { WelcomeForm } from '../components/welcome-form';

export const AFTER_WELCOME_PATH = '/app/upgrade?source=onboarding';

/** /app/welcome (SPEC 4.1 step 3, DESIGN 4 Onboarding). */
export function WelcomePage() {
  usePageTitle('Welcome');
  const session = useSessionQuery();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  if (session.isPending) return <FullPageSpinner label="Loading…" />;
  const profile = session.data?.profile_info;

  const done = async () => {
    // The guards read the session: it must say has_onboarded before we move on.
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY, refetchType: 'all' });
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0],
    });
    await navigate(AFTER_WELCOME_PATH, { replace: true });
  };

  return (
    <main className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <Card>
        <h1 className="text-2xl font-bold text-stone-900">Welcome to {PRODUCT_NAME}</h1>
        <p className="mt-2 text-stone-600">
          Tell us a little about yourself. We set up your team’s workspace with it.
        </p>
        <div className="mt-6">
          <WelcomeForm
            defaults={{
              first_name: profile?.first_name ?? '',
              last_name: profile?.last_name ?? '',
              company: profile?.current_company ?? '',
            }}
            onDone={done}
          />
        </div>
      </Card>
    </main>
  );
}
