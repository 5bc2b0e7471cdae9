import type { MailboxStatusKind } from '../mailbox-status';

const STYLES: Record<MailboxStatusKind, string> = {
  active: 'bg-green-50 text-green-800 ring-green-200',
  disabled: 'bg-stone-100 text-stone-700 ring-stone-200',
  paused: 'bg-amber-50 text-amber-900 ring-amber-300',
  invalid: 'bg-red-50 text-red-800 ring-red-200',
};

/** A mailbox's state in words, coloured by how urgent it is. */
export function MailboxStatusBadge({ kind, label }: { kind: MailboxStatusKind; label: string }) {
  return (
    <span
      data-status={kind}
      className={`inline-block max-w-full rounded-lg px-2 py-0.5 text-xs font-medium break-words ring-1 ring-inset ${STYLES[kind]}`}
    >
      {label}
    </span>
  );
}
