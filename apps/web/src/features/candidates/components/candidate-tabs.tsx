import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type CandidateTab = 'profile' | 'interview';
const TABS: ReadonlyArray<{ id: CandidateTab; label: string }> = [
  { id: 'profile', label: 'Profile' },
  { id: 'interview', label: 'Interview' },
];

/**
 * Profile and Interview tabs of a candidate in a charlie project; arrow keys, Home and End move
 * between them. Only the selected panel is rendered.
 */
export function CandidateTabs({ panels }: { panels: Record<CandidateTab, ReactNode> }) {
  const [current, setCurrent] = useState<CandidateTab>('profile');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const jump = event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : null;
    if (step === 0 && jump === null) return;
    event.preventDefault();
    const next = jump ?? (index + step + TABS.length) % TABS.length;
    const tab = TABS[next];
    if (tab) {
      setCurrent(tab.id);
      refs.current[next]?.focus();
    }
  };
  return (
    <div className="space-y-4">
      <div role="tablist" aria-label="Candidate" className="flex gap-1">
        {TABS.map((tab, index) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                refs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`candidate-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`candidate-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setCurrent(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`rounded-lg border px-3 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 ${
                selected
                  ? 'border-orange-300 bg-orange-50 text-orange-900'
                  : 'border-transparent text-stone-700 hover:bg-stone-100'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`candidate-panel-${current}`}
        aria-labelledby={`candidate-tab-${current}`}
      >
        {panels[current]}
      </div>
    </div>
  );
}
