import { Link, Navigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { IconBadge } from '../../../components/ui/icon-badge';
import { PublicLayout } from '../../../components/public-layout';
import { DEFAULT_AFTER_SIGN_IN, safeRedirect } from '../../../lib/safe-redirect';
import { usePageTitle } from '../../../lib/use-page-title';
import { ResendLinkButton } from '../components/resend-link-button';

export function LoginLinkPage() {
  usePageTitle('Check your inbox');
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email');
  const redirect = safeRedirect(searchParams.get('redirect'));
  if (!email) return <Navigate to="/login" replace />;

  const differentEmail = new URLSearchParams({ email });
  if (redirect) differentEmail.set('redirect', redirect);

  return (
    <PublicLayout logoTo="/login">
      <Card>
        <IconBadge icon="mail" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-stone-900">Check your inbox</h1>
        <p className="mt-2 text-stone-600">
          We sent a sign-in link to{' '}
          <strong className="break-all font-semibold text-stone-900">{email}</strong>. Open it on
          this device to continue. The link is valid for 10 minutes and works once.
        </p>
        <div className="mt-6">
          <ResendLinkButton email={email} callbackURL={redirect ?? DEFAULT_AFTER_SIGN_IN} />
        </div>
        <p className="mt-4 text-center text-sm">
          <Link
            to={`/login?${differentEmail.toString()}`}
            className="font-medium text-orange-700 underline-offset-4 hover:underline"
          >
            Use a different e-mail
          </Link>
        </p>
        {import.meta.env.DEV ? (
          <p className="mt-6 rounded-lg bg-stone-100 px-3 py-2 text-xs text-stone-600">
            Running locally without SMTP? Open{' '}
            <a href="/dev/outbox" className="font-medium text-orange-700 underline">
              /dev/outbox
            </a>
          </p>
        ) : null}
      </Card>
    </PublicLayout>
  );
}
