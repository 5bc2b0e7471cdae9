import {
  DIRECTORY_CONTACT_FILTERS,
  DIRECTORY_CONTACT_LABELS,
  DIRECTORY_SORT_LABELS,
  DIRECTORY_SORTS,
} from '@hirelane/domain/candidates/candidate-directory.schema';
import { PIPELINE_STAGES, STAGE_LABELS } from '@hirelane/domain/pipeline/stages';
import { CANDIDATE_SOURCES, SOURCE_LABELS } from '@hirelane/domain/product/candidate-sources';
import { SelectField } from '../../../components/ui/select-field';
import {
  filtersFromParams,
  paramsFromFilters,
  type DirectoryFilters,
} from '../api/candidate-directory';

type DirectoryFiltersBarProps = {
  filters: DirectoryFilters;
  projects: readonly { id: string; name: string }[];
  onChange: (next: DirectoryFilters) => void;
};

// Two stages share the label "Completed" (a campaign's end, an AI interview's end).
const stageLabel = (stage: (typeof PIPELINE_STAGES)[number]) =>
  stage === 'interview_completed' ? 'Completed (interview)' : STAGE_LABELS[stage];

const STAGE_OPTIONS = [
  { value: '', label: 'Any stage' },
  ...PIPELINE_STAGES.filter((stage) => stage !== 'all').map((stage) => ({
    value: stage,
    label: stageLabel(stage),
  })),
];
const SOURCE_OPTIONS = [
  { value: '', label: 'Any source' },
  ...CANDIDATE_SOURCES.map((source) => ({ value: source, label: SOURCE_LABELS[source] })),
];
const CONTACT_OPTIONS = [
  { value: '', label: 'Any status' },
  ...DIRECTORY_CONTACT_FILTERS.map((value) => ({
    value,
    label: DIRECTORY_CONTACT_LABELS[value],
  })),
];
const SORT_OPTIONS = DIRECTORY_SORTS.map((value) => ({
  value,
  label: DIRECTORY_SORT_LABELS[value],
}));

/** One field changed: parsed back through the address rules, so only known values stay. */
const withField = (filters: DirectoryFilters, key: string, value: string): DirectoryFilters => {
  const params = paramsFromFilters(filters);
  if (value) params.set(key, value);
  else params.delete(key);
  return filtersFromParams(params);
};

/** Project, stage, source, contact status and order (kept in the address by the page). */
export function DirectoryFiltersBar({ filters, projects, onChange }: DirectoryFiltersBarProps) {
  const projectOptions = [
    { value: '', label: 'All projects' },
    ...projects.map((project) => ({ value: project.id, label: project.name })),
  ];
  const field = (key: string) => (event: { target: { value: string } }) =>
    onChange(withField(filters, key, event.target.value));
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <SelectField
        label="Project"
        options={projectOptions}
        value={filters.project ?? ''}
        onChange={field('project')}
      />
      <SelectField
        label="Stage"
        options={STAGE_OPTIONS}
        value={filters.stage ?? ''}
        onChange={field('stage')}
      />
      <SelectField
        label="Source"
        options={SOURCE_OPTIONS}
        value={filters.source ?? ''}
        onChange={field('source')}
      />
      <SelectField
        label="Contact status"
        options={CONTACT_OPTIONS}
        value={filters.contact ?? ''}
        onChange={field('contact')}
      />
      <SelectField
        label="Sort"
        options={SORT_OPTIONS}
        value={filters.sort}
        onChange={field('sort')}
      />
    </div>
  );
}
