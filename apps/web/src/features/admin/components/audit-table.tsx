import { AUDIT_ACTION_LABELS, type AuditEntry } from '@hirelane/domain/admin/admin.schema';
import { formatRelativeOrDateTime } from '@hirelane/domain/format/format-date';
import { TableFrame, TD, TH } from './table-frame';

const detail = (entry: AuditEntry): string => {
  const { details } = entry;
  if (entry.action === 'user.access.set')
    return details.is_allowed === true ? 'allowed' : 'restricted';
  if (entry.action === 'workspace.subscription.set')
    return `${String(details.plan_name)} · ${String(details.plan_status).replace('_', ' ')}`;
  if (entry.action === 'impersonation.request')
    return `${String(details.method)} ${String(details.path)} → ${String(details.status)}`;
  return '';
};

/** Every admin action: who, what, on whom, when and why. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  if (entries.length === 0)
    return <p className="text-sm text-stone-600">No admin actions recorded yet.</p>;
  return (
    <TableFrame label="Audit log">
      <thead className="border-b border-stone-200 bg-stone-50">
        <tr>
          <th scope="col" className={TH}>
            When
          </th>
          <th scope="col" className={TH}>
            Who
          </th>
          <th scope="col" className={TH}>
            What
          </th>
          <th scope="col" className={TH}>
            Target
          </th>
          <th scope="col" className={TH}>
            Reason
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {entries.map((entry) => (
          <tr key={entry._id}>
            <td className={`${TD} whitespace-nowrap`}>
              <time dateTime={entry.created_at}>{formatRelativeOrDateTime(entry.created_at)}</time>
            </td>
            <td className={`${TD} min-w-48 [overflow-wrap:anywhere]`}>{entry.actor_email}</td>
            <td className={TD}>
              {AUDIT_ACTION_LABELS[entry.action] ?? entry.action}
              {detail(entry) ? (
                <span className="block text-xs text-stone-500">{detail(entry)}</span>
              ) : null}
            </td>
            <td className={`${TD} min-w-48 [overflow-wrap:anywhere]`}>{entry.target}</td>
            <td className={TD}>{entry.reason || '—'}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
