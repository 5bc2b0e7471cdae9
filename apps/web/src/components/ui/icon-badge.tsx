import { ClockIcon, LinkIcon, MailIcon } from './icons';

const ICONS = { mail: MailIcon, clock: ClockIcon, link: LinkIcon } as const;

type IconBadgeProps = { icon: keyof typeof ICONS };

/** A decorative round orange badge with a line icon. */
export function IconBadge({ icon }: IconBadgeProps) {
  const Icon = ICONS[icon];
  return (
    <div aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-orange-100">
      <Icon className="size-6 text-orange-700" />
    </div>
  );
}
