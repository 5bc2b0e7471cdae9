import { useMatches, useParams } from 'react-router';
import { EMPTY_STATE_TEXTS } from './empty-state-texts';
import { leafHandle } from './route-handle';
import { usePageTitle } from '../lib/use-page-title';
import { EmptyState } from '../components/ui/empty-state';

/** A page a later issue fills: its title from the route table, what will be here from the texts. */
export function PlaceholderPage() {
  const handle = leafHandle(useMatches());
  const params = useParams();
  const title = handle?.title ?? 'Hirelane';
  usePageTitle(title);
  const text = handle?.placeholder ? EMPTY_STATE_TEXTS[handle.placeholder] : undefined;
  if (!text) return null;
  const action = text.action
    ? { ...text.action, to: text.action.to.replace(':id', encodeURIComponent(params.id ?? '')) }
    : undefined;
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <EmptyState level={1} title={title} description={text.description} action={action} />
    </main>
  );
}
