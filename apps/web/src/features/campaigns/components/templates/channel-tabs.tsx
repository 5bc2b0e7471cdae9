import { useRef, type KeyboardEvent } from 'react';
import {
  MESSAGE_TEMPLATE_CHANNELS,
  type MessageTemplateChannel,
} from '@hirelane/domain/campaigns/message-template.schema';
import { CHANNEL_LABELS } from './template-form-state';

export type ChannelFilter = MessageTemplateChannel | 'all';
const FILTERS: readonly ChannelFilter[] = ['all', ...MESSAGE_TEMPLATE_CHANNELS];
const label = (filter: ChannelFilter) => (filter === 'all' ? 'All' : CHANNEL_LABELS[filter]);

type ChannelTabsProps = {
  current: ChannelFilter;
  onChange: (filter: ChannelFilter) => void;
  panelId: string;
};

/** All, Email, LinkedIn, WhatsApp, WhatsApp template; arrow keys move between tabs. */
export function ChannelTabs({ current, onChange, panelId }: ChannelTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const jump = event.key === 'Home' ? 0 : event.key === 'End' ? FILTERS.length - 1 : null;
    if (step === 0 && jump === null) return;
    event.preventDefault();
    const next = jump ?? (index + step + FILTERS.length) % FILTERS.length;
    const filter = FILTERS[next];
    if (filter) {
      onChange(filter);
      refs.current[next]?.focus();
    }
  };
  return (
    <div
      role="tablist"
      aria-label="Template channels"
      className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1"
    >
      {FILTERS.map((filter, index) => {
        const selected = filter === current;
        return (
          <button
            key={filter}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`template-tab-${filter}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(filter)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`shrink-0 rounded-lg border px-3 py-2 text-sm font-medium whitespace-nowrap focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 ${
              selected
                ? 'border-orange-300 bg-orange-50 text-orange-900'
                : 'border-transparent text-stone-700 hover:bg-stone-100'
            }`}
          >
            {label(filter)}
          </button>
        );
      })}
    </div>
  );
}
