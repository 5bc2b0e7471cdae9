import type {
  Invitee,
  SendInvitationsResult,
} from '@hirelane/domain/interviews/invitations.schema';

/** What a send did: how many went, each person skipped and each e-mail not sent, with the reason. */
export function SendSummary({
  result,
  invitees,
}: {
  result: SendInvitationsResult;
  invitees: Invitee[];
}) {
  const names = new Map(invitees.map((invitee) => [invitee._id, invitee.full_name]));
  const skipped = result.results.filter((r) => r.outcome === 'skipped');
  const delivered = result.sent - result.undelivered.length;
  return (
    <div
      role="status"
      className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-950"
    >
      <p className="font-medium">
        {delivered === 1 ? '1 invitation sent' : `${delivered} invitations sent`}
        {result.credits_held > 0 ? ` · ${result.credits_held} credits held` : ''}.
      </p>
      {skipped.length > 0 ? (
        <ul className="mt-2 list-disc pl-5">
          {skipped.map((r) => (
            <li key={r.candidate_id}>
              {names.get(r.candidate_id) ?? 'A candidate'}:{' '}
              {r.outcome === 'skipped' ? r.message : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {result.undelivered.length > 0 ? (
        <div className="mt-2 text-red-800">
          <p className="font-medium">
            Not sent (the invitation is kept: use Resend in the list below once the mailbox works):
          </p>
          <ul className="mt-1 list-disc pl-5 break-words">
            {result.undelivered.map((failure) => (
              <li key={failure.candidate_id}>
                {names.get(failure.candidate_id) ?? 'A candidate'}: {failure.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
