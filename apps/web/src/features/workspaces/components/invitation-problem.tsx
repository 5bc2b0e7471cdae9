import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { IconBadge } from '../../../components/ui/icon-badge';
import { buttonClasses } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';

type InvitationProblemProps = { message: string; signedIn: boolean };

/** An invitation that cannot be used: unknown, expired, revoked, used or for someone else. */
export function InvitationProblem({ message, signedIn }: InvitationProblemProps) {
  usePageTitle('Invitation unavailable');
  return (
    <Card>
      <IconBadge icon="link" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-stone-900">
        This invitation can’t be used
      </h1>
      <p role="alert" className="mt-2 text-stone-700">
        {message}
      </p>
      <p className="mt-2 text-sm text-stone-600">
        If you think this is a mistake, ask the person who invited you to send a new invitation.
      </p>
      <Link to={signedIn ? '/app' : '/login'} className={buttonClasses('primary', 'mt-6 w-full')}>
        {signedIn ? 'Go to Hirelane' : 'Go to sign in'}
      </Link>
    </Card>
  );
}
