import {
  inviteeRefusal,
  INVITATION_STATUS_LABELS,
  SKIP_REASON_LABELS,
  type Invitee,
} from '@hirelane/domain/interviews/invitations.schema';

type InviteePickerProps = {
  invitees: Invitee[];
  total: number;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
};

const whyNot = (invitee: Invitee): string | null => {
  const refusal = inviteeRefusal(invitee);
  if (refusal === 'do_not_contact')
    return invitee.do_not_contact?.reason
      ? `Do not contact: ${invitee.do_not_contact.reason}`
      : SKIP_REASON_LABELS.do_not_contact;
  if (refusal === 'already_invited' && invitee.invitation_status)
    return `Invited · ${INVITATION_STATUS_LABELS[invitee.invitation_status]}`;
  return refusal ? SKIP_REASON_LABELS[refusal] : null;
};

/** The project's people: those with an e-mail can be ticked; the others say why not. */
export function InviteePicker({ invitees, total, selected, onChange }: InviteePickerProps) {
  const selectable = invitees.filter((invitee) => inviteeRefusal(invitee) === null);
  const allChosen = selectable.length > 0 && selectable.every((i) => selected.has(i._id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };

  if (invitees.length === 0)
    return <p className="text-sm text-stone-600">No candidates in this project yet.</p>;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-700">
          {selected.size} of {selectable.length} who can be invited selected
          {total > invitees.length ? ` (showing ${invitees.length} of ${total})` : ''}
        </p>
        <button
          type="button"
          className="min-h-11 rounded-lg px-3 text-sm font-medium text-orange-800 underline disabled:text-stone-400"
          disabled={selectable.length === 0}
          onClick={() =>
            onChange(allChosen ? new Set() : new Set(selectable.map((invitee) => invitee._id)))
          }
        >
          {allChosen ? 'Clear selection' : 'Select all who can be invited'}
        </button>
      </div>
      <ul className="mt-2 max-h-96 divide-y divide-stone-200 overflow-y-auto rounded-lg border border-stone-200">
        {invitees.map((invitee) => {
          const reason = whyNot(invitee);
          const inputId = `invitee-${invitee._id}`;
          return (
            <li key={invitee._id} className="flex items-start gap-3 px-3 py-2.5">
              <input
                id={inputId}
                type="checkbox"
                className="mt-1 size-5 shrink-0 accent-orange-600"
                checked={selected.has(invitee._id)}
                disabled={reason !== null}
                aria-describedby={reason ? `${inputId}-why` : undefined}
                onChange={() => toggle(invitee._id)}
              />
              <label htmlFor={inputId} className="min-w-0 flex-1">
                <span className="block truncate font-medium text-stone-900">
                  {invitee.full_name || 'Unnamed candidate'}
                </span>
                {invitee.email ? (
                  <span className="block truncate text-sm text-stone-600">{invitee.email}</span>
                ) : null}
                {reason ? (
                  <span id={`${inputId}-why`} className="block text-sm text-stone-700">
                    {reason}
                  </span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
