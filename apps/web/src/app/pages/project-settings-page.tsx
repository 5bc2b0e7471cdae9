import { CustomFieldsSection } from '../../features/pipeline/components/custom-fields-section';
import { ProjectSettingsPage } from '../../features/projects/pages/project-settings-page';

/** The project settings page with the sections other features own (custom fields: pipeline). */
export function ComposedProjectSettingsPage() {
  return (
    <ProjectSettingsPage
      customFields={({ workspaceId, projectId, project, canEdit }) => (
        <CustomFieldsSection
          workspaceId={workspaceId}
          projectId={projectId}
          fields={project.custom_fields}
          canEdit={canEdit}
        />
      )}
    />
  );
}
