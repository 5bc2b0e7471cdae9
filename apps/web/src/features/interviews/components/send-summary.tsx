import type {
  Invitee,
  SendInvitationsResult,
} from '@hirelane/domain/interviews/invitations.schema';

/** What a send did: how many went, and each person skipped with the reason. */
export function SendSummary({
  result,
  invitees,
}: {
  result: SendInvitationsResult;
  invitees: Invitee[];
}) {
  const names = new Map(invitees.map((invitee) => [invitee._id, invitee.full_name]));
  const skipped = result.results.filter((r) => r.outcome === 'skipped');
  return (
    <div
      role="status"
      className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-950"
    >
      <p className="font-medium">
        {result.sent === 1 ? '1 invitation sent' : `${result.sent} invitations sent`}
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
        <p className="mt-2 font-medium text-red-800">
          The e-mail to {result.undelivered.map((id) => names.get(id) ?? 'a candidate').join(', ')}{' '}
          could not be delivered. Use Resend in the list below to try again.
        </p>
      ) : null}
    </div>
  );
}
