import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useAppSession } from '../../../lib/use-app-session';
import { projectKeys } from '../api/query-keys';
import { NewProjectForm } from './new-project-form';
import { PlusIcon } from '../../../components/ui/icons';

/** "New project": opens the creation form; on success the lists refresh and the project opens. */
export function NewProjectButton({ className = '' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const workspaceId = useAppSession().profile_info.current_workspace?._id ?? '';

  return (
    <>
      <Button onClick={() => setOpen(true)} className={className}>
        <PlusIcon strokeWidth={2.5} />
        New project
      </Button>
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
