import { ASSIGNABLE_PROJECT_ROLES } from '@hirelane/domain/projects/project-roles';
import type { AssignableRole } from '../api/project-members';
import { PROJECT_ROLE_LABELS } from '../option-labels';

type RoleSelectProps = {
  label: string;
  value: AssignableRole;
  onChange: (role: AssignableRole) => void;
  disabled?: boolean;
};

/** Editor or collaborator: the roles a sharer can give (the owner role never changes). */
export function RoleSelect({ label, value, onChange, disabled = false }: RoleSelectProps) {
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as AssignableRole)}
      className="rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm text-stone-900 focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-200 disabled:bg-stone-100 disabled:text-stone-600"
    >
      {ASSIGNABLE_PROJECT_ROLES.map((role) => (
        <option key={role} value={role}>
          {PROJECT_ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}
