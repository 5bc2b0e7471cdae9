import type { AdminWorkspace } from '@hirelane/domain/admin/admin.schema';
import { Button } from '../../../components/ui/button';
import { TableFrame, TD, TH } from './table-frame';

type WorkspacesTableProps = {
  workspaces: readonly AdminWorkspace[];
  onSetPlan: (workspace: AdminWorkspace) => void;
  onGrantCredits: (workspace: AdminWorkspace) => void;
};

export function WorkspacesTable({ workspaces, onSetPlan, onGrantCredits }: WorkspacesTableProps) {
  if (workspaces.length === 0)
    return <p className="text-sm text-stone-600">No workspaces match.</p>;
  return (
    <TableFrame label="Workspaces">
      <thead className="border-b border-stone-200 bg-stone-50">
        <tr>
          <th scope="col" className={TH}>
            Name
          </th>
          <th scope="col" className={TH}>
            Owner
          </th>
          <th scope="col" className={TH}>
            Plan
          </th>
          <th scope="col" className={TH}>
            Status
          </th>
          <th scope="col" className={`${TH} text-right`}>
            Members
          </th>
          <th scope="col" className={TH}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {workspaces.map((workspace) => (
          <tr key={workspace._id}>
            <td className={`${TD} font-medium`}>{workspace.name}</td>
            <td className={`${TD} min-w-48 [overflow-wrap:anywhere]`}>
              {workspace.owner_email ?? '—'}
            </td>
            <td className={`${TD} capitalize`}>{workspace.plan_name ?? 'None'}</td>
            <td className={TD}>{workspace.plan_status?.replace('_', ' ') ?? '—'}</td>
            <td className={`${TD} text-right tabular-nums`}>{workspace.members}</td>
            <td className={`${TD} whitespace-nowrap text-right`}>
              <div className="flex justify-end gap-2">
                <Button
                  variant="secondary"
                  aria-label={`Set plan of ${workspace.name}`}
                  onClick={() => onSetPlan(workspace)}
                >
                  Set plan
                </Button>
                <Button
                  variant="secondary"
                  aria-label={`Grant credits to ${workspace.name}`}
                  onClick={() => onGrantCredits(workspace)}
                >
                  Grant credits
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
