import { useState } from 'react';
import { Link } from 'react-router';
import type { Mailbox } from '@hirelane/domain/accounts/mailbox.schema';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Gated } from '../../../components/ui/gated';
import { usePlanLimit } from '../../../lib/use-plan-limit';
import { useMailboxesQuery } from '../api/mailboxes';
import { useMailboxActions } from '../api/use-mailbox-actions';
import { CONNECT_MAILBOX_PATH } from '../mailbox-paths';
import { MailboxEditDialog } from './mailbox-edit-dialog';
import { MailboxRow } from './mailbox-row';
import { SettingsSection } from '../../../components/settings-section';

/** #mailbox: the sender mailboxes, each switched on or off, edited or removed; connect another. */
export function MailboxSection({ workspaceId }: { workspaceId: string | null }) {
  const mailboxes = useMailboxesQuery(workspaceId);
  const actions = useMailboxActions(workspaceId);
  const [editing, setEditing] = useState<Mailbox | null>(null);
  const [removing, setRemoving] = useState<Mailbox | null>(null);
  const list = mailboxes.data ?? [];
  const room = usePlanLimit('mailboxes', mailboxes.data?.length);

  return (
    <SettingsSection
      id="mailbox"
      title="Mailboxes"
      description="Campaign e-mails are sent from your connected mailboxes, and replies come back to them."
    >
      {mailboxes.isPending && workspaceId ? (
        <p role="status" className="text-sm text-stone-600">
          Loading mailboxes…
        </p>
      ) : mailboxes.isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
          <p>The mailboxes could not be loaded.</p>
          <Button variant="secondary" onClick={() => void mailboxes.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 px-4 py-5 text-center text-sm text-stone-600">
          No mailbox connected yet.
        </p>
      ) : (
        <ul
          aria-label="Connected mailboxes"
          className="divide-y divide-stone-100 rounded-xl border border-stone-200"
        >
          {list.map((mailbox) => (
            <MailboxRow
              key={mailbox._id}
              mailbox={mailbox}
              switching={actions.pendingId === mailbox._id}
              onToggle={(enabled) => void actions.setEnabled(mailbox, enabled)}
              onEdit={() => setEditing(mailbox)}
              onRemove={() => setRemoving(mailbox)}
            />
          ))}
        </ul>
      )}
      <div className="mt-4">
        <Gated verdict={room}>
          {(gate) =>
            gate.disabled ? (
              <Button disabled aria-describedby={gate['aria-describedby']}>
                Connect mailbox
              </Button>
            ) : (
              <Link to={CONNECT_MAILBOX_PATH} className={buttonClasses('primary')}>
                Connect mailbox
              </Link>
            )
          }
        </Gated>
      </div>

      <MailboxEditDialog mailbox={editing} onClose={() => setEditing(null)} onSave={actions.save} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        header={`Remove ${removing?.email ?? 'this mailbox'}?`}
        description="Campaigns stop sending from it, and its replies are no longer read. You can connect it again later."
        confirmText="Remove mailbox"
        destructive
        onConfirm={async () => {
          if (removing) await actions.remove(removing);
        }}
      />
    </SettingsSection>
  );
}
