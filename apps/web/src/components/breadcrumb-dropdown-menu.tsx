import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { breadcrumbItemsResponse } from '@hirelane/domain/app-shell/breadcrumb.schema';
import { apiGet } from '../lib/api-client';
import { isApiError } from '../lib/api-error';
import { BREADCRUMB_ERROR_TOAST_MS, type BreadcrumbDropdownProps } from './breadcrumb-dropdown';
import type { LoadedPopupProps } from './deferred-popup';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuNote,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';

type BreadcrumbDropdownMenuProps = LoadedPopupProps &
  Pick<BreadcrumbDropdownProps, 'apiUrl' | 'hrefFor'>;

/** The breadcrumb dropdown's menu (breadcrumb-dropdown.tsx), loaded on first use of its trigger. */
export function BreadcrumbDropdownMenu({
  apiUrl,
  hrefFor,
  trigger,
  triggerRef,
}: BreadcrumbDropdownMenuProps) {
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
      <DropdownMenuTrigger {...trigger} ref={triggerRef} />
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
