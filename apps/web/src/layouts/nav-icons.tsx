import type { ReactNode } from 'react';
import {
  ActivityIcon,
  BarChartIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  CrosshairIcon,
  ExternalLinkIcon,
  FilterIcon,
  FolderIcon,
  HelpCircleIcon,
  InboxIcon,
  MenuIcon,
  PuzzleIcon,
  SendIcon,
  SettingsIcon,
  SignOutIcon,
  ToolIcon,
  ZapIcon,
  type IconProps,
} from '../components/ui/icons';

/** The navigation's icons by the name its item lists use. */
const ICONS = {
  activity: ActivityIcon,
  projects: FolderIcon,
  reports: BarChartIcon,
  support: HelpCircleIcon,
  settings: SettingsIcon,
  extension: PuzzleIcon,
  tool: ToolIcon,
  campaigns: SendIcon,
  pipeline: FilterIcon,
  inbox: InboxIcon,
  insights: CrosshairIcon,
  workflows: ZapIcon,
  signOut: SignOutIcon,
  menu: MenuIcon,
  close: CloseIcon,
  collapse: ChevronLeftIcon,
  expand: ChevronRightIcon,
  external: ExternalLinkIcon,
} satisfies Record<string, (props: IconProps) => ReactNode>;
export type NavIconName = keyof typeof ICONS;

export function NavIcon({ name, className = 'size-5' }: { name: NavIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} strokeWidth={1.8} />;
}
