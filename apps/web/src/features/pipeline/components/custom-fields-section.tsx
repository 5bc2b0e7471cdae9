import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  MAX_CUSTOM_FIELDS_PER_PROJECT,
  type CustomField,
} from '@hirelane/domain/pipeline/custom-field.schema';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SettingsSection } from '../../../components/settings-section';
import { createCustomField, deleteCustomField, updateCustomField } from '../api/custom-fields';
import { projectKeys } from '../../projects/api/query-keys';
import { CUSTOM_FIELD_TYPE_LABELS } from '../../projects/option-labels';
import { CustomFieldEditor } from './custom-field-editor';
import {
  PermissionNote,
  SETTINGS_DENIED_REASON,
} from '../../projects/components/settings/permission-note';

type CustomFieldsSectionProps = {
  workspaceId: string;
  projectId: string;
  fields: CustomField[];
  canEdit: boolean;
};

/** Custom fields of the project's candidates (also pipeline filters): list, add, rename, delete. */
export function CustomFieldsSection({
  workspaceId,
  projectId,
  fields,
  canEdit,
}: CustomFieldsSectionProps) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CustomField | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: projectKeys.project(workspaceId, projectId) });
  const sorted = [...fields].sort((a, b) => a.position - b.position);

  return (
    <SettingsSection
      id="custom-fields"
      title="Custom fields"
      description="Extra facts you keep on each candidate of this project, such as notice period or expected salary. They can also filter the pipeline."
    >
      {sorted.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 px-4 py-5 text-center text-sm text-stone-600">
          No custom fields yet.
        </p>
      ) : (
        <ul
          aria-label="Custom fields"
          className="divide-y divide-stone-100 rounded-xl border border-stone-200"
        >
          {sorted.map((field) => (
            <li key={field._id} className="px-4 py-3">
              {editing === field._id ? (
                <CustomFieldEditor
                  initial={{ name: field.name, type: field.type, options: field.options }}
                  typeLocked
                  submitLabel="Save field"
                  onCancel={() => setEditing(null)}
                  onSubmit={async (input) => {
                    const answer = await updateCustomField(projectId, field._id, input);
                    await refresh();
                    setEditing(null);
                    toast.success(answer.message ?? 'Custom field saved.');
                  }}
                />
              ) : (
                <div className="flex flex-wrap items-center gap-3">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-stone-900">{field.name}</p>
                    <p className="text-sm text-stone-600">
                      {CUSTOM_FIELD_TYPE_LABELS[field.type]}
                      {field.type === 'single_select' ? ` · ${field.options.join(', ')}` : ''}
                    </p>
                  </div>
                  {canEdit ? (
                    <div className="flex gap-1">
                      <button
                        type="button"
                        onClick={() => setEditing(field._id)}
                        aria-label={`Rename ${field.name}`}
                        className="rounded-lg px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
                      >
                        Rename
                      </button>
                      <button
                        type="button"
                        onClick={() => setDeleting(field)}
                        aria-label={`Delete ${field.name}`}
                        className="rounded-lg px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-500"
                      >
                        Delete
                      </button>
                    </div>
                  ) : null}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      {canEdit ? (
        sorted.length < MAX_CUSTOM_FIELDS_PER_PROJECT ? (
          <div className="mt-5 border-t border-stone-100 pt-5">
            <h3 className="mb-3 text-sm font-semibold text-stone-900">Add a field</h3>
            <CustomFieldEditor
              submitLabel="Add field"
              onSubmit={async (input) => {
                await createCustomField(projectId, input);
                await refresh();
                toast.success(`“${input.name}” added.`);
              }}
            />
          </div>
        ) : (
          <p className="mt-4 text-sm text-stone-600">
            A project has at most {MAX_CUSTOM_FIELDS_PER_PROJECT} custom fields.
          </p>
        )
      ) : (
        <PermissionNote id="custom-fields-denied">{SETTINGS_DENIED_REASON}</PermissionNote>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        header={`Delete “${deleting?.name ?? ''}”?`}
        description="The field and the values stored in it for every candidate of this project are deleted. This cannot be undone."
        confirmText="Delete field"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            const answer = await deleteCustomField(projectId, deleting._id);
            await refresh();
            toast.success(answer.message ?? 'Custom field deleted.');
          } catch (caught) {
            toast.error(
              caught instanceof Error ? caught.message : 'The field could not be deleted.',
            );
          }
        }}
      />
    </SettingsSection>
  );
}
