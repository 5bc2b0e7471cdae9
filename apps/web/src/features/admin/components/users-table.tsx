import type { AdminUser } from '@hirelane/domain/admin/admin.schema';
import { Button } from '../../../components/ui/button';
import { TableFrame, TD, TH } from './table-frame';

type UsersTableProps = {
  users: readonly AdminUser[];
  /** The signed-in admin, who cannot restrict or impersonate themselves. */
  selfEmail: string;
  onAccess: (user: AdminUser) => void;
  onImpersonate: (user: AdminUser) => void;
};

const fullName = (user: AdminUser) => `${user.first_name} ${user.last_name}`.trim() || '—';

export function UsersTable({ users, selfEmail, onAccess, onImpersonate }: UsersTableProps) {
  if (users.length === 0) return <p className="text-sm text-stone-600">No users match.</p>;
  return (
    <TableFrame label="Users">
      <thead className="border-b border-stone-200 bg-stone-50">
        <tr>
          <th scope="col" className={TH}>
            E-mail
          </th>
          <th scope="col" className={TH}>
            Name
          </th>
          <th scope="col" className={TH}>
            Access
          </th>
          <th scope="col" className={TH}>
            Workspaces
          </th>
          <th scope="col" className={TH}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {users.map((user) => (
          <tr key={user._id}>
            <td className={`${TD} min-w-48 [overflow-wrap:anywhere] font-medium`}>{user.email}</td>
            <td className={TD}>{fullName(user)}</td>
            <td className={TD}>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-medium ${
                  user.is_allowed ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'
                }`}
              >
                {user.is_allowed ? 'Allowed' : 'Restricted'}
              </span>
              {user.is_admin ? (
                <span className="ml-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
                  Admin
                </span>
              ) : null}
            </td>
            <td className={TD}>
              {user.workspaces.length === 0
                ? '—'
                : user.workspaces.map((workspace) => (
                    <span key={workspace._id} className="block">
                      {workspace.name} <span className="text-stone-500">({workspace.role})</span>
                    </span>
                  ))}
            </td>
            <td className={`${TD} whitespace-nowrap text-right`}>
              {user.email === selfEmail ? (
                <span className="text-xs text-stone-500">You</span>
              ) : (
                <div className="flex justify-end gap-2">
                  <Button
                    variant="secondary"
                    aria-label={`${user.is_allowed ? 'Restrict' : 'Allow'} ${user.email}`}
                    onClick={() => onAccess(user)}
                  >
                    {user.is_allowed ? 'Restrict' : 'Allow'}
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={`Impersonate ${user.email}`}
                    onClick={() => onImpersonate(user)}
                  >
                    Impersonate
                  </Button>
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
