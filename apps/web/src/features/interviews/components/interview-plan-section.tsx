import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { InterviewDesign } from '@hirelane/domain/interviews/interview-design.schema';
import { FormField, controlClasses } from '../../../components/form-field';
import { SettingsSection } from '../../../components/settings-section';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ClockIcon } from '../../../components/ui/icons';
import { isApiError } from '../../../lib/api-error';
import {
  PermissionNote,
  SETTINGS_DENIED_REASON,
} from '../../projects/components/settings/permission-note';
import {
  interviewDesignKey,
  proposeInterviewPlan,
  saveInterviewPlan,
} from '../api/interview-design';
import { toDraft, validateDraft, type PlanDraft } from '../plan-draft';
import { PlanAuthorBadge } from './plan-author-badge';
import { PlanLists } from './plan-lists';

type InterviewPlanSectionProps = {
  workspaceId: string;
  projectId: string;
  design: InterviewDesign;
  canEdit: boolean;
};

/** Deal-breakers count one minute each (the domain's planMinutes), questions their guide. */
const draftMinutes = (draft: PlanDraft): number =>
  draft.deal_breakers.length +
  draft.questions.reduce((sum, question) => {
    const minutes = Number(question.minutesText);
    return sum + (Number.isFinite(minutes) && minutes > 0 ? minutes : 0);
  }, 0);

/** The interview plan of a charlie project: propose, edit, reorder, save. */
export function InterviewPlanSection({
  workspaceId,
  projectId,
  design,
  canEdit,
}: InterviewPlanSectionProps) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<PlanDraft | null>(() =>
    design.plan ? toDraft(design.plan) : null,
  );
  const [dirty, setDirty] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [proposing, setProposing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [confirmPropose, setConfirmPropose] = useState(false);

  const edit = (next: PlanDraft) => {
    setDraft(next);
    setDirty(true);
  };

  const propose = async () => {
    setProposing(true);
    setProblems([]);
    try {
      const proposal = await proposeInterviewPlan(projectId);
      setDraft(toDraft(proposal.plan));
      setNote(proposal.note);
      setDirty(true);
    } catch (caught) {
      setProblems([isApiError(caught) ? caught.message : 'The plan could not be proposed.']);
    } finally {
      setProposing(false);
    }
  };

  const save = async () => {
    if (!draft) return;
    const checked = validateDraft(draft);
    setProblems(checked.problems);
    if (!checked.plan) return;
    setSaving(true);
    try {
      const answer = await saveInterviewPlan(projectId, checked.plan);
      queryClient.setQueryData(interviewDesignKey(workspaceId, projectId), answer.data);
      setDraft(toDraft(answer.data.plan ?? checked.plan));
      setDirty(false);
      toast.success(answer.message ?? 'Interview plan saved.');
    } catch (caught) {
      setProblems([isApiError(caught) ? caught.message : 'The plan could not be saved.']);
    } finally {
      setSaving(false);
    }
  };

  const discard = () => {
    setDraft(design.plan ? toDraft(design.plan) : null);
    setDirty(false);
    setNote(null);
    setProblems([]);
  };

  const disabled = !canEdit || saving || proposing;
  return (
    <SettingsSection
      id="interview-plan"
      title="Interview plan"
      description="What Charlie asks: the deal-breakers first, then the questions, each scored against what a strong answer shows."
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          {draft ? (
            <PlanAuthorBadge author={draft.proposed_by} />
          ) : (
            <p className="text-sm text-stone-700">No interview plan yet.</p>
          )}
          <p className="mt-1.5 text-sm text-stone-600">
            {design.writer === 'model'
              ? 'Charlie proposes plans from the job details with the AI model.'
              : 'No AI model is configured: Charlie proposes plans from the job details with the built-in question bank.'}
          </p>
        </div>
        {canEdit ? (
          <Button
            variant={draft ? 'secondary' : 'primary'}
            loading={proposing}
            disabled={saving}
            onClick={() => (dirty ? setConfirmPropose(true) : void propose())}
          >
            {draft ? 'Propose a new plan' : 'Propose a plan'}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmPropose}
        onOpenChange={setConfirmPropose}
        header="Replace your changes?"
        description="A new proposal replaces the plan in the editor, with the changes you have not saved. The saved plan stays until you save."
        confirmText="Propose a new plan"
        cancelText="Keep editing"
        onConfirm={propose}
      />
      {note ? (
        <p role="status" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {note}
        </p>
      ) : null}
      {draft ? (
        <div className="mt-5 space-y-6">
          <PlanLists draft={draft} disabled={disabled} onChange={edit} />
          <FormField
            label="Practice question"
            hint="Asked first so the candidate can try the page; never scored."
          >
            {(control) => (
              <textarea
                {...control}
                rows={2}
                disabled={disabled}
                value={draft.practice_question}
                onChange={(event) => edit({ ...draft, practice_question: event.target.value })}
                className={`${controlClasses(undefined)} field-sizing-content min-h-18`}
              />
            )}
          </FormField>
          <p className="flex items-center gap-2 text-sm font-medium text-stone-800">
            <ClockIcon className="size-4 text-stone-600" />
            <span>
              Time guide: about {draftMinutes(draft)} minutes ({draft.deal_breakers.length}{' '}
              deal-breakers, {draft.questions.length} questions,{' '}
              {draft.questions.filter((question) => question.scored).length} scored)
            </span>
          </p>
        </div>
      ) : null}
      {problems.length > 0 ? (
        <div role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <p className="font-semibold">The plan cannot be saved yet:</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {canEdit ? (
        draft ? (
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            {dirty ? (
              <Button variant="ghost" disabled={saving} onClick={discard}>
                Discard changes
              </Button>
            ) : null}
            <Button loading={saving} disabled={proposing || !dirty} onClick={() => void save()}>
              Save plan
            </Button>
          </div>
        ) : null
      ) : (
        <PermissionNote id="interview-plan-denied">{SETTINGS_DENIED_REASON}</PermissionNote>
      )}
    </SettingsSection>
  );
}
