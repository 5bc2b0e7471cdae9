import type { ReactNode } from 'react';
import { STEP_CHANNEL, type StepChannel } from '@hirelane/domain/campaigns/step-labels';
import type { SequenceStepType } from '@hirelane/domain/campaigns/step-types';
import {
  ClockIcon,
  LinkedinIcon,
  MailIcon,
  PhoneIcon,
  WhatsappIcon,
  type IconProps,
} from '../../../components/ui/icons';

const CHANNEL_ICONS: Record<StepChannel, { Icon: (props: IconProps) => ReactNode; tone: string }> =
  {
    email: { Icon: MailIcon, tone: 'bg-orange-100 text-orange-800' },
    linkedin: {
      Icon: LinkedinIcon,
      tone: 'bg-sky-100 text-sky-800',
    },
    whatsapp: {
      Icon: WhatsappIcon,
      tone: 'bg-green-100 text-green-800',
    },
    call: {
      Icon: PhoneIcon,
      tone: 'bg-violet-100 text-violet-800',
    },
    wait: {
      Icon: ClockIcon,
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
      <icon.Icon className="size-[55%]" strokeWidth={1.8} />
    </span>
  );
}
