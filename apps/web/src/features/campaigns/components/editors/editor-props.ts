import type { StepConfigOf, StepDraft } from '@hirelane/domain/campaigns/step-config.schema';
import type { EditorVariable } from '../../lib/message-editor-variables';
import type { FieldErrors } from '../../../../lib/form-errors';

/** What every per-type editor gets: its settings, their errors by field, and the variables. */
export type StepEditorProps<T extends StepDraft['type']> = {
  config: StepConfigOf<T>;
  onChange: (config: StepConfigOf<T>) => void;
  errors: FieldErrors;
  variables: EditorVariable[];
  /** For "Use a template": the workspace's saved messages. */
  workspaceId: string;
};
