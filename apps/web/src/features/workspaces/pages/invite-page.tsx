import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { PublicLayout } from '../../../components/public-layout';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSessionQuery } from '../../auth/api/session';
import { useInvitationPreviewQuery } from '../api/invitation';
import { InvitationCard } from '../components/invitation-card';
import { InvitationProblem } from '../components/invitation-problem';

const MISSING_TOKEN_MESSAGE =
  'This invitation link is incomplete. Open the link from the e-mail again.';

function LoadingInvitation() {
  usePageTitle('Invitation');
  return (
    <Card>
      <p role="status" className="flex items-center justify-center gap-3 py-6 text-stone-600">
        <Spinner className="size-5 text-orange-600" /> Loading your invitation…
      </p>
    </Card>
  );
}

/** /invite?token=…: see who invited you and accept. */
export function InvitePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const session = useSessionQuery();
  const preview = useInvitationPreviewQuery(token);
  const signedIn = session.isSuccess;

  let content;
  if (!token) {
    content = <InvitationProblem message={MISSING_TOKEN_MESSAGE} signedIn={signedIn} />;
  } else if (preview.isPending || session.isPending) {
    content = <LoadingInvitation />;
  } else if (preview.isError) {
    content = <InvitationProblem message={preview.error.message} signedIn={signedIn} />;
  } else {
    content = (
      <InvitationCard
        token={token}
        preview={preview.data}
        session={signedIn ? session.data : null}
      />
    );
  }

  return <PublicLayout logoTo={signedIn ? '/app' : '/login'}>{content}</PublicLayout>;
}
