import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  VERDICTS,
  type Verdict,
} from '@hirelane/domain/interviews/evaluation/interview-answer.schema';
import {
  DECISION_REASON_MAX,
  DECISION_REASON_MIN,
  verdictDecisionRequest,
} from '@hirelane/domain/interviews/verdict/candidate-interview.schema';
import { SUB_STAGE_LABELS } from '@hirelane/domain/pipeline/stages';
import { FormField, controlClasses } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useDecideVerdict } from '../api/candidate-interview';

/**
 * A person's decision over the verdict, with the reason (required). The AI's verdict stays shown
 * beside it; the candidate moves to the decided verdict's stage.
 */
export function OverruleForm({
  workspaceId,
  projectId,
  candidateId,
  current,
}: {
  workspaceId: string;
  projectId: string;
  candidateId: string;
  /** The verdict in force (the latest decision, else the AI's), preselected away from. */
  current: Verdict | null;
}) {
  const decide = useDecideVerdict(workspaceId, projectId, candidateId);
  const [verdict, setVerdict] = useState<Verdict>(
    VERDICTS.find((option) => option !== current) ?? 'hire',
  );
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = verdictDecisionRequest.safeParse({ verdict, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Say why.');
      return;
    }
    setError(undefined);
    try {
      await decide.mutateAsync(parsed.data);
      setReason('');
      toast.success('Decision saved.');
    } catch (failure) {
      setError(
        isApiError(failure)
          ? (failure.fieldMessage('reason') ?? failure.message)
          : 'The decision could not be saved.',
      );
    }
  };

  return (
    <form
      aria-label="Overrule"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-3"
    >
      <FormField label="Decision">
        {(control) => (
          <select
            {...control}
            value={verdict}
            onChange={(event) => setVerdict(event.target.value as Verdict)}
            className={controlClasses(undefined)}
          >
            {VERDICTS.map((option) => (
              <option key={option} value={option}>
                {SUB_STAGE_LABELS[option]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label="Reason"
        required
        error={error}
        hint={`${DECISION_REASON_MIN}–${DECISION_REASON_MAX} characters, kept in the history.`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={DECISION_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={controlClasses(error)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={decide.isPending}>
        Overrule
      </Button>
    </form>
  );
}
