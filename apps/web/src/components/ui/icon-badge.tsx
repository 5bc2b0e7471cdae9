const ICONS = {
  mail: 'M4 6h16v12H4z M4 7l8 6 8-6',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 7v5l3 2',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1 M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
} as const;

type IconBadgeProps = { icon: keyof typeof ICONS };

/** A decorative round orange badge with a line icon. */
export function IconBadge({ icon }: IconBadgeProps) {
  return (
    <div aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-orange-100">
      <svg
        viewBox="0 0 24 24"
        className="size-6 text-orange-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={ICONS[icon]} />
      </svg>
    </div>
  );
}
