import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps, ReactNode } from 'react';
import { POPOVER_SURFACE } from './popover-surface';

/** The app's one dropdown menu: Radix's behaviour (roles, keyboard, focus) with one style. */
export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuRadioGroup = Menu.RadioGroup;
export const DropdownMenuItemIndicator = Menu.ItemIndicator;

const ITEM =
  'flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-orange-50 data-[highlighted]:text-orange-900';

/** The open menu in a portal; `className` adds its width and height limits. */
export function DropdownMenuContent({
  className = '',
  align = 'start',
  sideOffset = 6,
  ...props
}: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        align={align}
        sideOffset={sideOffset}
        className={`${POPOVER_SURFACE} overflow-y-auto p-1 ${className}`}
        {...props}
      />
    </Menu.Portal>
  );
}

export function DropdownMenuItem({ className = '', ...props }: ComponentProps<typeof Menu.Item>) {
  return <Menu.Item className={`${ITEM} ${className}`} {...props} />;
}

export function DropdownMenuRadioItem({
  className = '',
  ...props
}: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem
      className={`${ITEM} justify-between data-[state=checked]:font-semibold ${className}`}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className = '', ...props }: ComponentProps<typeof Menu.Label>) {
  return (
    <Menu.Label
      className={`px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-stone-600 ${className}`}
      {...props}
    />
  );
}

export function DropdownMenuSeparator(props: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className="my-1 h-px bg-stone-100" {...props} />;
}

/** A line of text in the menu that is not an item: loading, nothing to pick. */
export function DropdownMenuNote({ children }: { children: ReactNode }) {
  return <p className="max-w-60 px-3 py-2 text-sm text-stone-600">{children}</p>;
}
