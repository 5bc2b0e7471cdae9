import { useMatches, useParams } from 'react-router';
import { leafHandle } from '../app/route-handle';
import { usePageTitle } from '../lib/use-page-title';
import { EmptyState } from './ui/empty-state';

/** A page a later issue fills: its empty state comes from the route table. */
export function PlaceholderPage() {
  const handle = leafHandle(useMatches());
  const params = useParams();
  const spec = handle?.emptyState;
  usePageTitle(handle?.title ?? spec?.title ?? 'Hirelane');
  if (!spec) return null;
  const action = spec.action
    ? { ...spec.action, to: spec.action.to.replace(':id', encodeURIComponent(params.id ?? '')) }
    : undefined;
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <EmptyState level={1} title={spec.title} description={spec.description} action={action} />
    </main>
  );
}
