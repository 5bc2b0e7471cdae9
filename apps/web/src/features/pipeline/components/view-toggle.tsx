import type { PipelineView } from '../hooks/use-pipeline-filters';

const VIEWS: { value: PipelineView; label: string }[] = [
  { value: 'table', label: 'Table' },
  { value: 'kanban', label: 'Kanban' },
];

export function ViewToggle({
  view,
  onChange,
}: {
  view: PipelineView;
  onChange: (view: PipelineView) => void;
}) {
  return (
    <div
      role="group"
      aria-label="View"
      className="inline-flex rounded-lg border border-stone-300 bg-white p-0.5"
    >
      {VIEWS.map((item) => (
        <button
          key={item.value}
          type="button"
          aria-pressed={view === item.value}
          onClick={() => onChange(item.value)}
          className={`min-h-9 rounded-md px-3 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 ${
            view === item.value ? 'bg-stone-800 text-white' : 'text-stone-700 hover:bg-stone-100'
          }`}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
