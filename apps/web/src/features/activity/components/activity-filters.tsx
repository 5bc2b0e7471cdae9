import { ACTIVITY_KIND_LABELS } from '@hirelane/domain/activity/activity-labels';
import { ACTIVITY_KINDS, type ActivityKind } from '@hirelane/domain/activity/activity.schema';
import { SelectField } from '../../../components/ui/select-field';
import type { ActivityFilters } from '../api/activity';

type ActivityFiltersBarProps = {
  filters: ActivityFilters;
  projects: readonly { id: string; name: string }[];
  onChange: (next: ActivityFilters) => void;
};

const KIND_OPTIONS = [
  { value: '', label: 'Everything' },
  ...ACTIVITY_KINDS.map((kind) => ({ value: kind, label: ACTIVITY_KIND_LABELS[kind] })),
];

const isKind = (value: string): value is ActivityKind =>
  (ACTIVITY_KINDS as readonly string[]).includes(value);

/** The project and kind filters (kept in the address by the page). */
export function ActivityFiltersBar({ filters, projects, onChange }: ActivityFiltersBarProps) {
  const projectOptions = [
    { value: '', label: 'All projects' },
    ...projects.map((project) => ({ value: project.id, label: project.name })),
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label="Project"
        options={projectOptions}
        value={filters.projectId ?? ''}
        onChange={(event) => onChange({ ...filters, projectId: event.target.value || null })}
      />
      <SelectField
        label="Show"
        options={KIND_OPTIONS}
        value={filters.kind ?? ''}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ ...filters, kind: isKind(value) ? value : null });
        }}
      />
    </div>
  );
}
