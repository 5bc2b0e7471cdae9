import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { IconBadge } from '../../../components/ui/icon-badge';
import { Spinner } from '../../../components/ui/spinner';
import { PublicLayout } from '../../../components/public-layout';
import { usePageTitle } from '../../../lib/use-page-title';
import { SESSION_QUERY_KEY, useSessionQuery } from '../../auth/api/session';
import { confirmEmailChange } from '../api/profile';

const MISSING_TOKEN = 'This confirmation link is incomplete. Open the link from the e-mail again.';
const SETTINGS_PATH = '/app/settings#profile';

function Waiting({ text }: { text: string }) {
  return (
    <Card>
      <p role="status" className="flex items-center justify-center gap-3 py-6 text-stone-600">
        <Spinner className="size-5 text-orange-600" /> {text}
      </p>
    </Card>
  );
}

function Problem({ message, signedIn }: { message: string; signedIn: boolean }) {
  usePageTitle('E-mail not changed');
  return (
    <Card>
      <IconBadge icon="link" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-stone-900">
        Your e-mail was not changed
      </h1>
      <p role="alert" className="mt-2 text-stone-700">
        {message}
      </p>
      <Link
        to={signedIn ? SETTINGS_PATH : '/login'}
        className={buttonClasses('primary', 'mt-6 w-full')}
      >
        {signedIn ? 'Back to settings' : 'Go to sign in'}
      </Link>
    </Card>
  );
}

function SignInFirst({ returnTo }: { returnTo: string }) {
  usePageTitle('Confirm your new e-mail');
  return (
    <Card>
      <IconBadge icon="mail" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-stone-900">
        Sign in to confirm your new e-mail
      </h1>
      <p className="mt-2 text-stone-700">
        For your safety the change is made only for the account that asked for it. Sign in with your
        current address, and we bring you back here to finish.
      </p>
      <Link
        to={`/login?${new URLSearchParams({ redirect: returnTo }).toString()}`}
        className={buttonClasses('primary', 'mt-6 w-full')}
      >
        Sign in
      </Link>
    </Card>
  );
}

function Confirmed({ email }: { email: string }) {
  usePageTitle('E-mail changed');
  return (
    <Card>
      <IconBadge icon="mail" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-stone-900">E-mail changed</h1>
      <p role="status" className="mt-2 text-stone-700">
        You now sign in with <strong className="break-words text-stone-900">{email}</strong>. Your
        previous address no longer opens your account.
      </p>
      <Link to={SETTINGS_PATH} className={buttonClasses('primary', 'mt-6 w-full')}>
        Back to settings
      </Link>
    </Card>
  );
}

/** /app/email-verified?token=…: the link mailed to the new address; the user's e-mail changes. */
export function ConfirmEmailPage() {
  usePageTitle('Confirming your e-mail');
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const token = searchParams.get('token') ?? '';
  const session = useSessionQuery();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
  const signedIn = session.isSuccess;
  // One attempt per page: the token works once, and React may run effects twice in development.
  const attempted = useRef(false);

  useEffect(() => {
    if (!token || !signedIn || attempted.current) return;
    attempted.current = true;
    confirm.mutate(token);
  }, [token, signedIn, confirm]);

  let content;
  if (!token) content = <Problem message={MISSING_TOKEN} signedIn={signedIn} />;
  else if (session.isPending) content = <Waiting text="Checking your session…" />;
  else if (!signedIn) content = <SignInFirst returnTo={`${location.pathname}${location.search}`} />;
  else if (confirm.isSuccess) content = <Confirmed email={confirm.data.email} />;
  else if (confirm.isError) content = <Problem message={confirm.error.message} signedIn />;
  else content = <Waiting text="Confirming your new e-mail…" />;

  return <PublicLayout logoTo={signedIn ? '/app' : '/login'}>{content}</PublicLayout>;
}
