/** Says how many people a recent import queued that search does not show yet (decision 027). */
export function PendingIndexNote({ pending }: { pending: number }) {
  if (pending <= 0) return null;
  return (
    <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {pending.toLocaleString('en-US')} {pending === 1 ? 'person' : 'people'} from a recent import{' '}
      {pending === 1 ? 'is' : 'are'} still being added to search.
    </p>
  );
}
