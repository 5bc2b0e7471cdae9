import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { IconBadge } from '../../../components/ui/icon-badge';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { PublicLayout } from '../../../components/public-layout';
import { markSignedIn } from '../sign-in-mark';
import { usePageTitle } from '../../../lib/use-page-title';
import { buildVerifyUrl } from '../verify-url';

export const EXPIRED_LINK_HEADER = 'This sign-in link has expired or has already been used.';

function ExpiredLink() {
  usePageTitle('Sign-in link expired');
  return (
    <PublicLayout logoTo="/login">
      <Card>
        <IconBadge icon="clock" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-stone-900">
          {EXPIRED_LINK_HEADER}
        </h1>
        <p className="mt-2 text-stone-600">
          For your security, sign-in links are valid for 10 minutes and work only once. Request a
          new link and use the latest e-mail we send you.
        </p>
        <Link to="/login" className={buttonClasses('primary', 'mt-6 w-full')}>
          Back to sign in
        </Link>
      </Card>
    </PublicLayout>
  );
}

function SigningIn({ target }: { target: string }) {
  usePageTitle('Signing you in');
  // A token works once: never send it twice (StrictMode runs effects twice in development).
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (sentFor.current === target) return;
    sentFor.current = target;
    // The first page after signing in opens the Get Started checklist expanded.
    markSignedIn();
    window.location.replace(target);
  }, [target]);
  return (
    <PublicLayout logoTo="/login">
      <Card className="text-center">
        <div role="status" className="flex flex-col items-center gap-4 py-4">
          <Spinner className="size-8 text-orange-600" />
          <p className="text-lg font-semibold text-stone-900">Signing you in…</p>
        </div>
      </Card>
    </PublicLayout>
  );
}

/** /login/verify?token=…: hands the token to the server, or explains why it cannot. */
export function LoginVerifyPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (searchParams.has('error') || !token) return <ExpiredLink />;
  return <SigningIn target={buildVerifyUrl(token, searchParams.get('callbackURL'))} />;
}
