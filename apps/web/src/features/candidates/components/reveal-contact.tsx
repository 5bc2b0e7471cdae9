import { useState } from 'react';
import { toast } from 'sonner';
import type { Candidate } from '@hirelane/domain/candidates/candidate.schema';
import {
  CONTACT_REVEAL_DO_NOT_CONTACT,
  CONTACT_REVEAL_NOT_CONFIGURED,
} from '@hirelane/domain/candidates/contact-reveal.schema';
import { formatDateTime } from '@hirelane/domain/format/format-date';
import { PaidActionButton } from '../../billing/components/paid-action-button';
import { isApiError } from '../../../lib/api-error';
import { useRevealContact } from '../api/candidate';

/**
 * "Reveal contact" for a person missing an e-mail or a phone: a paid people-data lookup, with
 * its cost and the balance after on the button (issue 16).
 */
export function RevealContact({
  candidate,
  projectId,
}: {
  candidate: Candidate;
  projectId: string;
}) {
  const reveal = useRevealContact(candidate._id, projectId);
  const [failure, setFailure] = useState<string | null>(null);
  const { profile, contact_reveal: state } = candidate;
  if (state.revealed_at)
    return (
      <p className="text-sm text-stone-600">
        Contact revealed on {formatDateTime(state.revealed_at)}.
      </p>
    );
  if (profile.email && profile.phone_numbers.length > 0) return null;
  const blockedReason = !state.configured
    ? CONTACT_REVEAL_NOT_CONFIGURED
    : candidate.do_not_contact
      ? CONTACT_REVEAL_DO_NOT_CONTACT
      : null;

  const run = async () => {
    setFailure(null);
    try {
      const answer = await reveal.mutateAsync();
      if (answer.data.outcome === 'revealed') toast.success(answer.message ?? 'Contact revealed.');
      else toast.info(answer.message ?? 'No credits were charged.');
    } catch (error) {
      setFailure(isApiError(error) ? error.message : 'Could not reveal the contact. Try again.');
    }
  };

  return (
    <div className="space-y-1.5">
      <PaidActionButton
        label="Reveal contact"
        action="contact_reveal"
        onRun={run}
        loading={reveal.isPending}
        blockedReason={blockedReason}
      />
      {failure ? (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
