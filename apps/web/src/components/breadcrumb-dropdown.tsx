import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  breadcrumbItemsResponse,
  type BreadcrumbItem,
} from '@hirelane/domain/app-shell/breadcrumb.schema';
import { apiGet } from '../lib/api-client';
import { isApiError } from '../lib/api-error';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuNote,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';

/** SPEC 8: a failed breadcrumb dropdown shows the server message for 6 s. */
export const BREADCRUMB_ERROR_TOAST_MS = 6000;

type BreadcrumbDropdownProps = {
  label: string;
  /** The API URL the link supplies; loaded when the menu first opens. */
  apiUrl: string;
  hrefFor: (item: BreadcrumbItem) => string;
  /** Show only the ▾ mark beside a crumb link; `label` stays the button's accessible name. */
  iconOnly?: boolean;
};

export function BreadcrumbDropdown({ label, apiUrl, hrefFor, iconOnly }: BreadcrumbDropdownProps) {
  const [open, setOpen] = useState(false);
  const items = useQuery({
    queryKey: ['breadcrumb', apiUrl],
    queryFn: ({ signal }) => apiGet(apiUrl, breadcrumbItemsResponse, { signal, silent: true }),
    enabled: open,
    retry: false,
  });

  useEffect(() => {
    if (!items.error) return;
    const message = isApiError(items.error) ? items.error.message : 'Something went wrong';
    void import('sonner').then(({ toast }) =>
      toast.error(message, { duration: BREADCRUMB_ERROR_TOAST_MS }),
    );
  }, [items.error]);

  return (
    <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenuTrigger
        aria-label={iconOnly ? label : undefined}
        className="rounded px-1.5 py-0.5 text-sm font-medium text-stone-700 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
      >
        {iconOnly ? null : `${label} `}
        <span aria-hidden="true">▾</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="max-h-[400px] min-w-48">
        {items.isPending ? <DropdownMenuNote>Loading…</DropdownMenuNote> : null}
        {items.data?.data?.length === 0 ? (
          <DropdownMenuNote>Nothing here yet.</DropdownMenuNote>
        ) : null}
        {items.data?.data?.map((item) => (
          <DropdownMenuItem key={item._id ?? item.name} asChild>
            <Link to={hrefFor(item)}>{item.name}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
