import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { personName } from '../../../lib/person-name';
import type { TeamConfirmation } from '../hooks/use-team-controls';
import { roleWithArticle } from '../role-labels';

const confirmationTexts = (confirmation: TeamConfirmation | null, workspaceName: string) => {
  if (confirmation?.kind === 'deactivate') {
    const name = personName(confirmation.member.profile);
    return {
      header: `Deactivate ${name}?`,
      description: `${name} loses access to ${workspaceName} at once. Their projects, candidates and history stay, and you can reactivate them at any time.`,
      confirmText: 'Deactivate',
      destructive: true,
    };
  }
  if (confirmation?.kind === 'self-role') {
    return {
      header: 'Change your own role?',
      description: `You will be ${roleWithArticle(confirmation.role)} of ${workspaceName}. You may lose access to settings you manage now, and only someone else can give it back.`,
      confirmText: 'Change my role',
      destructive: true,
    };
  }
  if (confirmation?.kind === 'revoke') {
    return {
      header: `Revoke the invitation to ${confirmation.invitation.email}?`,
      description: `The link in the e-mail stops working at once. You can invite ${confirmation.invitation.email} again later.`,
      confirmText: 'Revoke invitation',
      destructive: true,
    };
  }
  return { header: '', description: '' };
};

type TeamConfirmDialogProps = {
  confirmation: TeamConfirmation | null;
  workspaceName: string;
  onClose: () => void;
  onConfirm: () => Promise<void>;
};

/** Asks before a Team action that takes something away: deactivate, own role, revoke. */
export function TeamConfirmDialog({
  confirmation,
  workspaceName,
  onClose,
  onConfirm,
}: TeamConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={confirmation !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      {...confirmationTexts(confirmation, workspaceName)}
      onConfirm={onConfirm}
    />
  );
}
