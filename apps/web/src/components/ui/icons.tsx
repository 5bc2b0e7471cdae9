/**
 * The app's one icon set: 24×24 line icons stroked with the text colour. Each icon is its own
 * named export so a chunk carries only the icons it uses. Size and colour come from `className`;
 * an icon is decorative (aria-hidden) unless it gets a `title`, which becomes its accessible name.
 */
export type IconProps = {
  /** Size and colour, e.g. `size-4 text-stone-500`. */
  className?: string;
  /** The icon's accessible name (role img); without it the icon is hidden from assistive tech. */
  title?: string;
  strokeWidth?: number;
  [data: `data-${string}`]: string | undefined;
};

function LineIcon({
  d,
  className = 'size-4',
  title,
  strokeWidth = 2,
  ...data
}: IconProps & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...data}
    >
      {title ? <title>{title}</title> : null}
      <path d={d} />
    </svg>
  );
}

// Navigation and direction
export const ActivityIcon = (props: IconProps) => (
  <LineIcon {...props} d="M3 12h4l3-8 4 16 3-8h4" />
);
export const FolderIcon = (props: IconProps) => <LineIcon {...props} d="M3 7h7l2 2h9v10H3z" />;
export const BarChartIcon = (props: IconProps) => (
  <LineIcon {...props} d="M5 20V10 M12 20V4 M19 20v-7" />
);
export const HelpCircleIcon = (props: IconProps) => (
  <LineIcon
    {...props}
    d="M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6 M12 17h.01"
  />
);
export const SettingsIcon = (props: IconProps) => (
  <LineIcon
    {...props}
    d="M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z M19 12l2-1-1-3-2 .2-1.3-1.5.3-2-3-1-1 2h-2l-1-2-3 1 .3 2L5.9 8.2 4 8 3 11l2 1v0l-2 1 1 3 2-.2 1.3 1.5-.3 2 3 1 1-2h2l1 2 3-1-.3-2 1.4-1.5 2 .2 1-3z"
  />
);
export const PuzzleIcon = (props: IconProps) => (
  <LineIcon {...props} d="M9 3h6v4h4v6h-4v4H9v-4H5V7h4z" />
);
export const ToolIcon = (props: IconProps) => (
  <LineIcon {...props} d="M14 7l3-3 3 3-3 3 M4 20l9-9" />
);
export const SendIcon = (props: IconProps) => <LineIcon {...props} d="M4 12l16-8-6 16-3-6z" />;
export const FilterIcon = (props: IconProps) => (
  <LineIcon {...props} d="M4 5h16 M6 12h12 M9 19h6" />
);
export const InboxIcon = (props: IconProps) => (
  <LineIcon {...props} d="M4 13l3-8h10l3 8v6H4z M4 13h5l1 2h4l1-2h5" />
);
/** A lightning bolt: automations (workflows). */
export const ZapIcon = (props: IconProps) => <LineIcon {...props} d="M13 3L5 14h6l-1 7 8-11h-6z" />;
export const CrosshairIcon = (props: IconProps) => (
  <LineIcon {...props} d="M12 3v3 M12 18v3 M3 12h3 M18 12h3 M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8z" />
);
export const SignOutIcon = (props: IconProps) => (
  <LineIcon {...props} d="M15 4h4v16h-4 M10 8l-4 4 4 4 M6 12h10" />
);
export const MenuIcon = (props: IconProps) => <LineIcon {...props} d="M4 7h16 M4 12h16 M4 17h16" />;
export const ExternalLinkIcon = (props: IconProps) => (
  <LineIcon {...props} d="M14 4h6v6 M20 4l-9 9 M18 14v6H4V6h6" />
);
export const ChevronLeftIcon = (props: IconProps) => <LineIcon {...props} d="M15 6l-6 6 6 6" />;
export const ChevronRightIcon = (props: IconProps) => <LineIcon {...props} d="M9 6l6 6-6 6" />;
export const ChevronDownIcon = (props: IconProps) => <LineIcon {...props} d="M6 9l6 6 6-6" />;
export const ArrowUpIcon = (props: IconProps) => <LineIcon {...props} d="M12 19V5 M6 11l6-6 6 6" />;
export const ArrowDownIcon = (props: IconProps) => (
  <LineIcon {...props} d="M12 5v14 M6 13l6 6 6-6" />
);

// Actions
export const CloseIcon = (props: IconProps) => <LineIcon {...props} d="M6 6l12 12 M18 6L6 18" />;
export const PlusIcon = (props: IconProps) => <LineIcon {...props} d="M12 5v14 M5 12h14" />;
export const SearchIcon = (props: IconProps) => (
  <LineIcon {...props} d="M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14z M20 20l-4-4" />
);
export const TrashIcon = (props: IconProps) => (
  <LineIcon {...props} d="M4 7h16 M10 11v6 M14 11v6 M6 7l1 13h10l1-13 M9 7V4h6v3" />
);
export const ShareIcon = (props: IconProps) => (
  <LineIcon
    {...props}
    d="M16 8a3 3 0 1 0 0-6a3 3 0 0 0 0 6z M6 15a3 3 0 1 0 0-6a3 3 0 0 0 0 6z M16 22a3 3 0 1 0 0-6a3 3 0 0 0 0 6z M8.6 13.5l4.8 3 M13.4 6.5l-4.8 3"
  />
);
export const UploadIcon = (props: IconProps) => (
  <LineIcon {...props} d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
);
export const DownloadIcon = (props: IconProps) => (
  <LineIcon {...props} d="M12 4v10m0 0-4-4m4 4 4-4M5 18h14" />
);
export const CopyIcon = (props: IconProps) => (
  <LineIcon {...props} d="M9 9h11v11H9zM5 15H4V4h11v1" />
);
export const ReplyIcon = (props: IconProps) => (
  <LineIcon {...props} d="M9 14 4 9l5-5M4 9h10a6 6 0 0 1 6 6v5" />
);
export const LinkIcon = (props: IconProps) => (
  <LineIcon
    {...props}
    d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1 M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
  />
);
export const EyeIcon = (props: IconProps) => (
  <LineIcon
    {...props}
    d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z"
  />
);
export const SparklesIcon = (props: IconProps) => (
  <LineIcon
    {...props}
    d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z"
  />
);
/** Six dots: a drag handle (drawn with a heavier stroke so the dots show). */
export const GripIcon = (props: IconProps) => (
  <LineIcon
    strokeWidth={3}
    {...props}
    d="M9 6h.01 M15 6h.01 M9 12h.01 M15 12h.01 M9 18h.01 M15 18h.01"
  />
);

// Status
export const CheckIcon = (props: IconProps) => <LineIcon {...props} d="M5 12.5l4.5 4.5L19 7.5" />;
export const WarningIcon = (props: IconProps) => (
  <LineIcon {...props} d="M12 4l9 16H3z M12 10v4 M12 17v.01" />
);
export const AlertCircleIcon = (props: IconProps) => (
  <LineIcon {...props} d="M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 7.5v5.5 M12 16.5v.01" />
);
export const LockIcon = (props: IconProps) => (
  <LineIcon {...props} d="M6 11h12v9H6z M8 11V8a4 4 0 0 1 8 0v3" />
);
export const ClockIcon = (props: IconProps) => (
  <LineIcon {...props} d="M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 7v5l3 2" />
);

// Things
export const MailIcon = (props: IconProps) => (
  <LineIcon {...props} d="M4 6h16v12H4z M4 7l8 6 8-6" />
);
export const PhoneIcon = (props: IconProps) => (
  <LineIcon
    {...props}
    d="M6 4h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4 6a2 2 0 0 1 2-2z"
  />
);
export const LinkedinIcon = (props: IconProps) => (
  <LineIcon
    {...props}
    d="M4 4h16v16H4z M8 10v6 M8 7.5v.01 M12 16v-6 M12 12.5a2.5 2.5 0 0 1 5 0V16"
  />
);
export const WhatsappIcon = (props: IconProps) => (
  <LineIcon
    {...props}
    d="M5 19l1.3-3.6A7.5 7.5 0 1 1 9 18.2z M9.5 9.5c.3 2 2 3.8 4 4.2l1-1.2 1.8.8"
  />
);
export const UserIcon = (props: IconProps) => (
  <LineIcon {...props} d="M12 12a4 4 0 1 0 0-8a4 4 0 0 0 0 8z M4 21a8 8 0 0 1 16 0" />
);
export const UsersIcon = (props: IconProps) => (
  <LineIcon
    {...props}
    d="M9 11a4 4 0 1 0 0-8a4 4 0 0 0 0 8z M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2 M16 3.1a4 4 0 0 1 0 7.8 M21 21v-2a4 4 0 0 0-3-3.9"
  />
);
export const ArchiveIcon = (props: IconProps) => (
  <LineIcon {...props} d="M4 7h16v12H4z M4 7l2-3h12l2 3 M9 12h6" />
);
export const CreditCardIcon = (props: IconProps) => (
  <LineIcon {...props} d="M3 6h18v12H3zM3 10h18M7 15h3" />
);
export const ImageIcon = (props: IconProps) => (
  <LineIcon {...props} d="M4 5h16v14H4zM4 15l4-4 5 5 3-3 4 4M15 9h.01" />
);
export const ListIcon = (props: IconProps) => (
  <LineIcon {...props} d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />
);
export const ListOrderedIcon = (props: IconProps) => (
  <LineIcon {...props} d="M10 6h10M10 12h10M10 18h10M4 4v4M3 8h2M3 14h2l-2 3h2M3 20h2" />
);
export const TemplateIcon = (props: IconProps) => (
  <LineIcon {...props} d="M4 4h16v16H4z M4 9h16 M9 9v11" />
);
