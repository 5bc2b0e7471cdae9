import { CustomFieldsSection } from '../../features/pipeline/components/custom-fields-section';
import { InterviewDesignSections } from '../../features/interviews/components/interview-design-sections';
import { ProjectSettingsPage } from '../../features/projects/pages/project-settings-page';
import { SchedulingSettingsSection } from '../../features/calendars/components/scheduling-settings-section';
import { ProjectSlackChannelSection } from '../../features/slack/components/project-slack-channel-section';

/**
 * The project settings page with the sections other features own (custom fields: pipeline; the
 * interview plan and settings of a charlie project: interviews; interview scheduling: calendars;
 * the Slack channel: slack).
 */
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
      scheduling={({ workspaceId, projectId, canEdit }) => (
        <SchedulingSettingsSection
          workspaceId={workspaceId}
          projectId={projectId}
          canEdit={canEdit}
        />
      )}
      slackChannel={({ workspaceId, projectId, canEdit }) => (
        <ProjectSlackChannelSection
          workspaceId={workspaceId}
          projectId={projectId}
          canEdit={canEdit}
        />
      )}
      interviewDesign={({ workspaceId, projectId, canEdit }) => (
        <InterviewDesignSections
          workspaceId={workspaceId}
          projectId={projectId}
          canEdit={canEdit}
        />
      )}
    />
  );
}
