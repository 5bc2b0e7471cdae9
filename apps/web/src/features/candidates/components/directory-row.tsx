import { Link } from 'react-router';
import type { DirectoryRow } from '@hirelane/domain/candidates/candidate-directory.schema';
import { formatRelativeOrDateTime } from '@hirelane/domain/format/format-date';
import { STAGE_LABELS } from '@hirelane/domain/pipeline/stages';
import { SOURCE_LABELS, type CandidateSource } from '@hirelane/domain/product/candidate-sources';

export const DIRECTORY_ROW_HEIGHT_PX = 60;
export const DIRECTORY_GRID =
  'grid grid-cols-[48px_minmax(180px,1.4fr)_minmax(200px,1.6fr)_130px_150px_150px]';
export const DIRECTORY_MIN_WIDTH_PX = 860;
export const DIRECTORY_COLUMNS = [
  'Name',
  'Projects and stage',
  'Source',
  'Last activity',
  'Contact',
] as const;
const CELL = 'flex min-w-0 items-center px-3 text-sm text-stone-700';

/** The person's page lives under a project: the first project of theirs the viewer can see. */
export const directoryHref = (row: DirectoryRow): string | null => {
  const project = row.projects[0];
  return project
    ? `/app/projects/${encodeURIComponent(project.id)}/candidate/${encodeURIComponent(row.id)}`
    : null;
};

const sourceLabel = (source: string): string => SOURCE_LABELS[source as CandidateSource] ?? source;

function ContactStatus({ contact }: { contact: DirectoryRow['contact'] }) {
  const labels = [
    contact.unsubscribed ? 'Unsubscribed' : null,
    contact.do_not_contact && !contact.unsubscribed ? 'Do not contact' : null,
    contact.bounced ? 'Bounced' : null,
  ].filter((label): label is string => label !== null);
  if (labels.length === 0) return <span className="text-stone-600">Contactable</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {labels.map((label) => (
        <span
          key={label}
          className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-200"
        >
          {label}
        </span>
      ))}
    </span>
  );
}

type DirectoryRowViewProps = {
  row: DirectoryRow;
  rowIndex: number;
  top: number;
  selected: boolean;
  now: number;
  onToggle: (row: DirectoryRow) => void;
};

/** One person: a fixed-height row placed by the virtualiser. */
export function DirectoryRowView({
  row,
  rowIndex,
  top,
  selected,
  now,
  onToggle,
}: DirectoryRowViewProps) {
  const href = directoryHref(row);
  const name = row.name || 'Unnamed candidate';
  const subtitle = [row.title, row.company].filter(Boolean).join(' · ');
  const projects = row.projects.map((p) => `${p.name}: ${STAGE_LABELS[p.stage]}`).join(', ');
  return (
    <div
      role="row"
      aria-rowindex={rowIndex + 2}
      style={{ transform: `translateY(${top}px)`, height: DIRECTORY_ROW_HEIGHT_PX }}
      className={`${DIRECTORY_GRID} absolute top-0 left-0 w-full border-b border-stone-100 ${
        selected ? 'bg-orange-50' : 'bg-white hover:bg-stone-50'
      }`}
    >
      <div role="cell" className={`${CELL} justify-center`}>
        <input
          type="checkbox"
          checked={selected}
          onChange={() => onToggle(row)}
          aria-label={`Select ${name}`}
          className="size-4 accent-orange-700"
        />
      </div>
      <div role="cell" className={`${CELL} flex-col items-start justify-center`}>
        {href ? (
          <Link
            to={href}
            className="max-w-full truncate font-medium text-stone-900 hover:text-orange-800 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
          >
            {name}
          </Link>
        ) : (
          <span className="max-w-full truncate font-medium text-stone-900">{name}</span>
        )}
        <span className="max-w-full truncate text-xs text-stone-600">
          {subtitle || row.email || '—'}
        </span>
      </div>
      <div role="cell" className={CELL}>
        <span className="truncate" title={projects || undefined}>
          {projects || <span className="text-stone-600">In no project</span>}
        </span>
      </div>
      <div role="cell" className={CELL}>
        <span className="truncate">{sourceLabel(row.source)}</span>
      </div>
      <div role="cell" className={CELL}>
        <span className="truncate">{formatRelativeOrDateTime(row.last_activity_at, now)}</span>
      </div>
      <div role="cell" className={CELL}>
        <ContactStatus contact={row.contact} />
      </div>
    </div>
  );
}
