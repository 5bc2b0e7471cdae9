const PATHS = {
  activity: 'M3 12h4l3-8 4 16 3-8h4',
  projects: 'M3 7h7l2 2h9v10H3z',
  reports: 'M5 20V10 M12 20V4 M19 20v-7',
  support:
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6 M12 17h.01',
  settings:
    'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z M19 12l2-1-1-3-2 .2-1.3-1.5.3-2-3-1-1 2h-2l-1-2-3 1 .3 2L5.9 8.2 4 8 3 11l2 1v0l-2 1 1 3 2-.2 1.3 1.5-.3 2 3 1 1-2h2l1 2 3-1-.3-2 1.4-1.5 2 .2 1-3z',
  extension: 'M9 3h6v4h4v6h-4v4H9v-4H5V7h4z',
  tool: 'M14 7l3-3 3 3-3 3 M4 20l9-9',
  campaigns: 'M4 12l16-8-6 16-3-6z',
  pipeline: 'M4 5h16 M6 12h12 M9 19h6',
  inbox: 'M4 13l3-8h10l3 8v6H4z M4 13h5l1 2h4l1-2h5',
  insights: 'M12 3v3 M12 18v3 M3 12h3 M18 12h3 M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8z',
  signOut: 'M15 4h4v16h-4 M10 8l-4 4 4 4 M6 12h10',
  menu: 'M4 7h16 M4 12h16 M4 17h16',
  close: 'M6 6l12 12 M18 6L6 18',
  collapse: 'M15 6l-6 6 6 6',
  expand: 'M9 6l6 6-6 6',
  external: 'M14 4h6v6 M20 4l-9 9 M18 14v6H4V6h6',
} as const;
export type NavIconName = keyof typeof PATHS;

export function NavIcon({ name, className = 'size-5' }: { name: NavIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`${className} shrink-0`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
