import { useState } from 'react';
import { Button } from './button';
import { Modal } from './modal';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  header: string;
  description: string;
  confirmText?: string;
  cancelText?: string;
  destructive?: boolean;
  /** May be async: the confirm button shows a spinner until it settles, then the dialog closes. */
  onConfirm: () => void | Promise<void>;
};

/** SPEC 2.3: a confirm dialog with configurable header, description and button texts. */
export function ConfirmDialog({
  open,
  onOpenChange,
  header,
  description,
  confirmText = 'Confirm',
  cancelText = 'Cancel',
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={header}
      description={description}
    >
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          {cancelText}
        </Button>
        <Button
          variant={destructive ? 'danger' : 'primary'}
          loading={busy}
          onClick={() => void confirm()}
        >
          {confirmText}
        </Button>
      </div>
    </Modal>
  );
}
