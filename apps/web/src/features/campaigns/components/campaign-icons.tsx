const PATHS = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  warning: 'M12 4l9 16H3z M12 10v4 M12 17v.01',
  lock: 'M6 11h12v9H6z M8 11V8a4 4 0 0 1 8 0v3',
  grip: 'M9 6h.01 M15 6h.01 M9 12h.01 M15 12h.01 M9 18h.01 M15 18h.01',
  up: 'M12 19V5 M6 11l6-6 6 6',
  down: 'M12 5v14 M6 13l6 6 6-6',
  edit: 'M4 20h4L19 9l-4-4L4 16z M13.5 6.5l4 4',
  trash: 'M5 7h14 M10 7V4h4v3 M7 7l1 13h8l1-13',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z',
  sparkles:
    'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
  plus: 'M12 5v14 M5 12h14',
  template: 'M4 4h16v16H4z M4 9h16 M9 9v11',
  back: 'M15 6l-6 6 6 6',
} as const;

export type CampaignIconName = keyof typeof PATHS;

type CampaignIconProps = {
  name: CampaignIconName;
  className?: string;
  /** When given, the icon is announced with this text; otherwise it is decorative. */
  label?: string;
};

/** The line icons of the campaign pages. */
export function CampaignIcon({ name, className = 'size-4', label }: CampaignIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={name === 'grip' ? 3 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {label ? <title>{label}</title> : null}
      <path d={PATHS[name]} />
    </svg>
  );
}
