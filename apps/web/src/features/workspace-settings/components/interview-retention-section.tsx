import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  MAX_INTERVIEW_RETENTION_DAYS,
  MIN_INTERVIEW_RETENTION_DAYS,
  interviewRetentionSchema,
  type InterviewRetention,
} from '@hirelane/domain/workspace-settings/interview-retention.schema';
import { canEditInterviewRetention } from '@hirelane/domain/workspace-settings/workspace-rules';
import { Button } from '../../../components/ui/button';
import { LockedNote } from '../../../components/ui/locked-note';
import { TextField } from '../../../components/ui/text-field';
import { SettingsSection } from '../../../components/settings-section';
import { isApiError } from '../../../lib/api-error';
import { updateInterviewRetention, useInterviewRetentionQuery } from '../api/interview-retention';
import { settingsKeys } from '../api/query-keys';
import { useWorkspaceDetailsQuery } from '../api/workspace-settings';

function RetentionForm({
  workspaceId,
  current,
}: {
  workspaceId: string;
  current: InterviewRetention;
}) {
  const queryClient = useQueryClient();
  const [days, setDays] = useState(String(current.interview_retention_days));
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const unchanged = days.trim() === String(current.interview_retention_days);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = interviewRetentionSchema.safeParse({
      interview_retention_days: days.trim() === '' ? undefined : Number(days),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const saved = await updateInterviewRetention(parsed.data);
      queryClient.setQueryData(settingsKeys.interviewRetention(workspaceId), saved);
      setDays(String(saved.interview_retention_days));
      toast.success(`Interview data is now kept for ${saved.interview_retention_days} days.`);
    } catch (caught) {
      setError(
        isApiError(caught) && caught.status < 500
          ? (caught.fieldMessage('interview_retention_days') ?? caught.message)
          : 'The retention period could not be saved. Please try again.',
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        label="Keep interview recordings and transcripts for (days)"
        name="interview-retention-days"
        type="number"
        inputMode="numeric"
        min={MIN_INTERVIEW_RETENTION_DAYS}
        max={MAX_INTERVIEW_RETENTION_DAYS}
        step={1}
        value={days}
        error={error}
        hint={`Between ${MIN_INTERVIEW_RETENTION_DAYS} and ${MAX_INTERVIEW_RETENTION_DAYS} days after the interview. The verdict, scores and decisions stay.`}
        onChange={(event) => setDays(event.target.value)}
        className="flex-1"
      />
      <Button
        type="submit"
        variant="secondary"
        loading={saving}
        disabled={unchanged}
        className="sm:mt-7"
      >
        Save period
      </Button>
    </form>
  );
}

/** #interview-retention: how long the workspace keeps AI interview answers (issue 18). */
export function InterviewRetentionSection({ workspaceId }: { workspaceId: string | null }) {
  const details = useWorkspaceDetailsQuery(workspaceId);
  const verdict = details.data ? canEditInterviewRetention(details.data.role) : null;
  const retention = useInterviewRetentionQuery(workspaceId, verdict?.allowed === true);

  const body = () => {
    if (!workspaceId) return <p className="text-sm text-stone-700">No workspace yet.</p>;
    if (!verdict)
      return details.isError ? (
        <p className="text-sm text-stone-700">The retention period could not be loaded.</p>
      ) : (
        <p role="status" className="text-sm text-stone-600">
          Loading the retention period…
        </p>
      );
    if (!verdict.allowed) return <LockedNote>{verdict.reason}</LockedNote>;
    if (retention.isPending)
      return (
        <p role="status" className="text-sm text-stone-600">
          Loading the retention period…
        </p>
      );
    if (!retention.data)
      return (
        <div className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
          <p>The retention period could not be loaded.</p>
          <Button variant="secondary" onClick={() => void retention.refetch()}>
            Try again
          </Button>
        </div>
      );
    return (
      <RetentionForm
        key={retention.data.interview_retention_days}
        workspaceId={workspaceId}
        current={retention.data}
      />
    );
  };

  return (
    <SettingsSection
      id="interview-retention"
      title="Interview data"
      description="How long the answers, recordings and transcripts of AI interviews are kept before they are deleted. Candidates read this period before they start."
    >
      {body()}
    </SettingsSection>
  );
}
