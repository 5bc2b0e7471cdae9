import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PublicLayout } from '../../../components/public-layout';
import { DEFAULT_AFTER_SIGN_IN, safeRedirect } from '../../../lib/safe-redirect';
import { usePageTitle } from '../../../lib/use-page-title';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  usePageTitle('Sign in');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = safeRedirect(searchParams.get('redirect'));

  const goToCheckInbox = (email: string) => {
    const next = new URLSearchParams({ email });
    if (redirect) next.set('redirect', redirect);
    void navigate(`/login/link?${next.toString()}`);
  };

  return (
    <PublicLayout logoTo="/login">
      <Card>
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">Sign in to Hirelane</h1>
        <p className="mt-2 text-stone-600">
          Enter your e-mail and we’ll send you a link to sign in. No password needed.
        </p>
        <div className="mt-6">
          <LoginForm
            defaultEmail={searchParams.get('email') ?? ''}
            callbackURL={redirect ?? DEFAULT_AFTER_SIGN_IN}
            onLinkSent={goToCheckInbox}
          />
        </div>
        <p className="mt-6 text-xs text-stone-500">
          New to Hirelane? The same link creates your account.
        </p>
      </Card>
    </PublicLayout>
  );
}
