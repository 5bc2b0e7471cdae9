import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/** The most people one invitation send takes (the server's limit): more go through its own list. */
const MAX_IN_LINK = 200;

/**
 * A charlie pipeline's bulk action: opens the invitations page with the selected candidates
 * (`?candidate_ids=`), or with none when nothing (or too many to send at once) is selected.
 */
export function InviteToInterviewLink({
  projectPath,
  candidateIds,
}: {
  projectPath: string;
  candidateIds: string[];
}) {
  const carried = candidateIds.length > 0 && candidateIds.length <= MAX_IN_LINK;
  const query = carried ? `?candidate_ids=${candidateIds.map(encodeURIComponent).join(',')}` : '';
  return (
    <Link
      to={`${projectPath}/pipeline/send-interview-invitations${query}`}
      className={buttonClasses('secondary')}
    >
      {carried ? `Invite ${candidateIds.length} to interview` : 'Send interview invitations'}
    </Link>
  );
}
