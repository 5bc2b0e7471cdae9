import { useId, useState } from 'react';
import { searchCollaborators } from '@hirelane/domain/projects/collaborator-search';
import type { ProjectMember } from '@hirelane/domain/projects/project.schema';
import type { WorkspaceMember } from '@hirelane/domain/workspaces/workspace.schema';
import { Avatar } from '../../../components/ui/avatar';
import type { AssignableRole } from '../api/project-members';
import { memberName } from '../member-identity';
import { RoleSelect } from './role-select';
import { CloseIcon } from '../../../components/ui/icons';

export type PickedMember = { member: WorkspaceMember; role: AssignableRole };

type CollaboratorPickerProps = {
  activeMembers: WorkspaceMember[] | undefined;
  projectMembers: ProjectMember[];
  picked: PickedMember[];
  onPickedChange: (picked: PickedMember[]) => void;
  disabled?: boolean;
};

/**
 * SPEC 5 collaborator search (first or last name, case-insensitive, active team members only;
 * project members and people already picked are left out) and the to-be-invited list.
 */
export function CollaboratorPicker({
  activeMembers,
  projectMembers,
  picked,
  onPickedChange,
  disabled = false,
}: CollaboratorPickerProps) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const resultsId = useId();
  const results =
    query.trim() === ''
      ? []
      : searchCollaborators({
          activeMembers: activeMembers ?? [],
          projectMembers,
          picked: picked.map((entry) => entry.member),
          query,
        });

  const pick = (member: WorkspaceMember) => {
    onPickedChange([...picked, { member, role: 'collaborator' }]);
    setQuery('');
    document.getElementById(inputId)?.focus();
  };

  return (
    <div className="mt-4">
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
        Add people
      </label>
      <input
        id={inputId}
        type="search"
        autoComplete="off"
        value={query}
        disabled={disabled}
        onChange={(event) => setQuery(event.target.value)}
        aria-controls={resultsId}
        placeholder="Search by first or last name"
        className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-200 sm:text-sm"
      />
      <div id={resultsId} aria-live="polite">
        {query.trim() === '' ? null : activeMembers === undefined ? (
          <p className="mt-2 text-sm text-stone-600">Loading your team…</p>
        ) : results.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">
            No active team member matches “{query.trim()}”.
          </p>
        ) : (
          <ul
            aria-label="Matching team members"
            className="mt-2 max-h-56 overflow-y-auto rounded-lg border border-stone-200"
          >
            {results.map((member) => {
              const name = memberName(member);
              return (
                <li key={member._id}>
                  <button
                    type="button"
                    onClick={() => pick(member)}
                    aria-label={`Add ${name}`}
                    className="flex w-full items-center gap-3 px-3 py-2 text-left hover:bg-orange-50 focus:bg-orange-50 focus:outline-none"
                  >
                    <Avatar src={member.profile.photo} name={name} size="xs" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium text-stone-900">
                        {name}
                      </span>
                      <span className="block truncate text-xs text-stone-600">
                        {member.profile.email}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      {picked.length > 0 ? (
        <section aria-labelledby={`${inputId}-picked`} className="mt-5">
          <h3 id={`${inputId}-picked`} className="text-sm font-semibold text-stone-900">
            To be invited
          </h3>
          <ul className="mt-2 divide-y divide-stone-100">
            {picked.map((entry) => {
              const name = memberName(entry.member);
              return (
                <li key={entry.member._id} className="flex flex-wrap items-center gap-3 py-2.5">
                  <Avatar src={entry.member.profile.photo} name={name} size="sm" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-stone-900">{name}</p>
                    <p className="truncate text-xs text-stone-600">{entry.member.profile.email}</p>
                  </div>
                  <RoleSelect
                    label={`Role for ${name}`}
                    value={entry.role}
                    disabled={disabled}
                    onChange={(role) =>
                      onPickedChange(
                        picked.map((item) =>
                          item.member._id === entry.member._id ? { ...item, role } : item,
                        ),
                      )
                    }
                  />
                  <button
                    type="button"
                    disabled={disabled}
                    aria-label={`Take ${name} off the list`}
                    onClick={() =>
                      onPickedChange(picked.filter((item) => item.member._id !== entry.member._id))
                    }
                    className="grid size-9 place-items-center rounded-lg text-stone-600 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
                  >
                    <CloseIcon strokeWidth={2.5} />
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
