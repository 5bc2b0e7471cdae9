import { STEP_CHANNEL, type StepChannel } from '@hirelane/domain/campaigns/step-labels';
import type { SequenceStepType } from '@hirelane/domain/campaigns/step-types';

const CHANNEL_ICONS: Record<StepChannel, { path: string; tone: string }> = {
  email: { path: 'M4 6h16v12H4z M4 7l8 6 8-6', tone: 'bg-orange-100 text-orange-800' },
  linkedin: {
    path: 'M4 4h16v16H4z M8 10v6 M8 7.5v.01 M12 16v-6 M12 12.5a2.5 2.5 0 0 1 5 0V16',
    tone: 'bg-sky-100 text-sky-800',
  },
  whatsapp: {
    path: 'M5 19l1.3-3.6A7.5 7.5 0 1 1 9 18.2z M9.5 9.5c.3 2 2 3.8 4 4.2l1-1.2 1.8.8',
    tone: 'bg-green-100 text-green-800',
  },
  call: {
    path: 'M6 4h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4 6a2 2 0 0 1 2-2z',
    tone: 'bg-violet-100 text-violet-800',
  },
  wait: {
    path: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 7v5l3 2',
    tone: 'bg-stone-200 text-stone-700',
  },
};

/** A step's channel as a small round icon (decorative: the type's label is always beside it). */
export function StepTypeIcon({
  type,
  className = 'size-9',
}: {
  type: SequenceStepType;
  className?: string;
}) {
  const icon = CHANNEL_ICONS[STEP_CHANNEL[type]];
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full ${icon.tone} ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-[55%]"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={icon.path} />
      </svg>
    </span>
  );
}
