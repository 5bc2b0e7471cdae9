import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Gated } from '../../../components/ui/gated';
import { Modal } from '../../../components/ui/modal';
import { usePlanLimit } from '../../../lib/use-plan-limit';
import { useAppSession } from '../../../lib/use-app-session';
import { projectKeys } from '../api/query-keys';
import { NewProjectForm } from './new-project-form';
import { PlusIcon } from '../../../components/ui/icons';

/** "New project": opens the creation form; on success the lists refresh and the project opens. */
export function NewProjectButton({
  className = '',
  activeProjects,
}: {
  className?: string;
  /** The workspace's active projects, when the page knows them: at the plan's limit it is disabled. */
  activeProjects?: number | undefined;
}) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const workspaceId = useAppSession().profile_info.current_workspace?._id ?? '';
  const room = usePlanLimit('activeProjects', activeProjects);

  return (
    <>
      <div className={`inline-flex ${className}`.trim()}>
        <Gated verdict={room}>
          {(gate) => (
            <Button onClick={() => setOpen(true)} {...gate}>
              <PlusIcon strokeWidth={2.5} />
              New project
            </Button>
          )}
        </Gated>
      </div>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="New project"
        description="A project is one job opening, with its pipeline and its agent."
        width={720}
      >
        <NewProjectForm
          onCancel={() => setOpen(false)}
          onCreated={(created) => {
            setOpen(false);
            void queryClient.invalidateQueries({ queryKey: projectKeys.all(workspaceId) });
            void navigate(`/app/projects/${encodeURIComponent(created._id)}`);
          }}
        />
      </Modal>
    </>
  );
}
