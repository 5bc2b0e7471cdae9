import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { SettingsSection } from '../../../../components/settings-section';
import { Button } from '../../../../components/ui/button';
import { Switch } from '../../../../components/ui/switch';
import { isApiError } from '../../../../lib/api-error';
import { publishProject, useProjectPublicationQuery } from '../../api/career-page';
import { projectKeys } from '../../api/query-keys';
import { PermissionNote, SETTINGS_DENIED_REASON } from './permission-note';

type CareerPageSectionProps = { workspaceId: string; projectId: string; canEdit: boolean };

/** #career-page: "Publish on the career page" (project:settings:edit, decision 039). */
export function CareerPageSection({ workspaceId, projectId, canEdit }: CareerPageSectionProps) {
  const queryClient = useQueryClient();
  const publication = useProjectPublicationQuery(workspaceId, projectId);
  const [busy, setBusy] = useState(false);

  const toggle = async (published: boolean) => {
    setBusy(true);
    try {
      const answer = await publishProject(projectId, published);
      queryClient.setQueryData(projectKeys.careerPage(workspaceId, projectId), answer.data);
      toast.success(answer.message ?? 'Saved.');
    } catch (caught) {
      toast.error(
        isApiError(caught) && caught.status < 500
          ? caught.message
          : 'The project could not be published. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  const body = () => {
    if (publication.isPending)
      return (
        <p role="status" className="text-sm text-stone-600">
          Loading…
        </p>
      );
    if (!publication.data)
      return (
        <div className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
          <p>Whether the project is published could not be loaded.</p>
          <Button variant="secondary" onClick={() => void publication.refetch()}>
            Try again
          </Button>
        </div>
      );
    const { published, page_path: pagePath } = publication.data;
    return (
      <>
        <div className="flex items-center justify-between gap-4 rounded-xl border border-stone-200 p-4">
          <div className="min-w-0">
            <p className="font-medium text-stone-900">Publish on the career page</p>
            <p className="mt-0.5 text-sm text-stone-600">
              The job is listed with an apply form; applicants join this pipeline with the source
              “Career page”.
            </p>
          </div>
          <Switch
            label="Publish on the career page"
            checked={published}
            disabled={!canEdit || busy}
            onChange={(next) => void toggle(next)}
          />
        </div>
        {pagePath ? (
          <a
            href={pagePath}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-block text-sm font-medium text-orange-800 underline underline-offset-2 hover:text-orange-900"
          >
            Open the job page
          </a>
        ) : published ? (
          <p className="mt-3 text-sm text-stone-600">
            The workspace’s career page is off: owners and admins switch it on in Settings.
          </p>
        ) : null}
        {canEdit ? null : (
          <PermissionNote id="career-page-denied">{SETTINGS_DENIED_REASON}</PermissionNote>
        )}
      </>
    );
  };

  return (
    <SettingsSection
      id="career-page"
      title="Career page"
      description="Let people apply to this project from the workspace’s public career page."
    >
      {body()}
    </SettingsSection>
  );
}
