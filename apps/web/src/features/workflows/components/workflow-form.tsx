import { useState, type FormEvent } from 'react';
import { saveWorkflowRequest } from '@hirelane/domain/workflows/workflow.schema';
import type { SaveWorkflowRequest } from '@hirelane/domain/workflows/workflow.schema';
import type { ProjectAgent } from '@hirelane/domain/product/agents';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Switch } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { FormField, controlClasses } from '../../../components/form-field';
import { zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import {
  LABEL_OPTIONS,
  VERDICT_OPTIONS,
  actionOptions,
  requestOf,
  stageOptions,
  triggerOptions,
  type WorkflowFormValues,
} from '../lib/workflow-form';
import { CheckboxGroup } from './checkbox-group';

type WorkflowFormProps = {
  agent: ProjectAgent;
  initial: WorkflowFormValues;
  teammates: readonly { value: string; label: string }[];
  canEdit: boolean;
  saving: boolean;
  /** The server's field errors of the last save (a loop, a teammate who left). */
  serverErrors: FieldErrors;
  onSave: (request: SaveWorkflowRequest) => void;
};

/** When … then …: the trigger, the action, the name and the switch, checked by the domain schema. */
export function WorkflowForm(props: WorkflowFormProps) {
  const { agent, initial, teammates, canEdit, saving, serverErrors, onSave } = props;
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof WorkflowFormValues>(key: K, value: WorkflowFormValues[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const shown = { ...serverErrors, ...errors };
  const stages = stageOptions(agent);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = saveWorkflowRequest.safeParse(requestOf(form));
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    onSave(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <TextField
        label="Name"
        value={form.name}
        maxLength={120}
        disabled={!canEdit}
        error={shown.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <fieldset className="space-y-3 rounded-xl border border-stone-200 p-4">
        <legend className="px-1 text-sm font-semibold text-stone-900">When</legend>
        <SelectField
          label="Trigger"
          options={triggerOptions(agent)}
          value={form.triggerKind}
          disabled={!canEdit}
          onChange={(event) =>
            set('triggerKind', event.target.value as WorkflowFormValues['triggerKind'])
          }
        />
        {form.triggerKind === 'stage_entered' ? (
          <SelectField
            label="Stage entered"
            options={stages}
            value={form.triggerStage}
            disabled={!canEdit}
            onChange={(event) =>
              set('triggerStage', event.target.value as WorkflowFormValues['triggerStage'])
            }
          />
        ) : form.triggerKind === 'interview_verdict' ? (
          <CheckboxGroup
            legend="Verdicts"
            options={VERDICT_OPTIONS}
            value={form.verdicts}
            disabled={!canEdit}
            error={shown['trigger.verdicts']}
            onChange={(value) => set('verdicts', value)}
          />
        ) : (
          <CheckboxGroup
            legend="Reply labels"
            options={LABEL_OPTIONS}
            value={form.labels}
            disabled={!canEdit}
            error={shown['trigger.labels']}
            onChange={(value) => set('labels', value)}
          />
        )}
        {shown['trigger.stage'] || shown['trigger.kind'] ? (
          <p role="alert" className="text-sm text-red-700">
            {shown['trigger.stage'] ?? shown['trigger.kind']}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="space-y-3 rounded-xl border border-stone-200 p-4">
        <legend className="px-1 text-sm font-semibold text-stone-900">Then</legend>
        <SelectField
          label="Action"
          options={actionOptions(agent)}
          value={form.actionKind}
          disabled={!canEdit}
          onChange={(event) =>
            set('actionKind', event.target.value as WorkflowFormValues['actionKind'])
          }
        />
        {form.actionKind === 'move_to_stage' ? (
          <SelectField
            label="Move to"
            options={stages}
            value={form.actionStage}
            disabled={!canEdit}
            onChange={(event) =>
              set('actionStage', event.target.value as WorkflowFormValues['actionStage'])
            }
          />
        ) : null}
        {form.actionKind === 'notify_teammate' ? (
          <FormField label="Teammate" error={shown['action.member_id']}>
            {(control) => (
              <select
                {...control}
                className={controlClasses(shown['action.member_id'])}
                value={form.memberId}
                disabled={!canEdit}
                onChange={(event) => set('memberId', event.target.value)}
              >
                <option value="">Pick a teammate</option>
                {teammates.map((mate) => (
                  <option key={mate.value} value={mate.value}>
                    {mate.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
        {form.actionKind === 'send_email_after_approval' ? (
          <>
            <TextField
              label="Subject"
              value={form.subject}
              maxLength={200}
              disabled={!canEdit}
              error={shown['action.subject']}
              onChange={(event) => set('subject', event.target.value)}
            />
            <FormField
              label="E-mail"
              error={shown['action.body']}
              hint="Sent from the mailbox that wrote to them in the campaign, once a person approves it in the runs below."
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={6}
                  className={controlClasses(shown['action.body'])}
                  value={form.body}
                  disabled={!canEdit}
                  onChange={(event) => set('body', event.target.value)}
                />
              )}
            </FormField>
          </>
        ) : null}
        {shown.action || shown['action.stage'] || shown['action.kind'] ? (
          <p role="alert" className="text-sm text-red-700">
            {shown.action ?? shown['action.stage'] ?? shown['action.kind']}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3 text-sm text-stone-800">
          <Switch
            label="Workflow on"
            checked={form.enabled}
            disabled={!canEdit}
            onChange={(value) => set('enabled', value)}
          />
          <span aria-hidden="true">{form.enabled ? 'On' : 'Off'}</span>
        </div>
        {canEdit ? (
          <Button type="submit" loading={saving}>
            Save workflow
          </Button>
        ) : (
          <p className="text-sm text-stone-600">
            Only the project owner or an editor can change workflows.
          </p>
        )}
      </div>
    </form>
  );
}
