import { useEffect, useRef } from 'react';
import { groupByDay } from '@hirelane/domain/activity/activity-days';
import type { ActivityItem } from '@hirelane/domain/activity/activity.schema';
import { Button } from '../../../components/ui/button';
import { ActivityEntry } from './activity-entry';

type ActivityFeedProps = {
  items: readonly ActivityItem[];
  now: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

/**
 * The entries grouped by day, newest first. The next page loads when the end of the list comes
 * into view; the "Load more" button does the same for keyboards and browsers without observers.
 */
export function ActivityFeed({ items, now, hasMore, loadingMore, onLoadMore }: ActivityFeedProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, items.length]);

  return (
    <div>
      {groupByDay(items, now).map((group) => (
        <section key={group.key} aria-labelledby={`day-${group.key}`} className="mt-6 first:mt-0">
          <h3
            id={`day-${group.key}`}
            className="py-1 text-xs font-semibold uppercase tracking-wide text-stone-600"
          >
            {group.label}
          </h3>
          <ul className="divide-y divide-stone-100">
            {group.items.map((item) => (
              <ActivityEntry key={`${item.kind}:${item.id}`} item={item} now={now} />
            ))}
          </ul>
        </section>
      ))}
      <div ref={sentinel} aria-hidden="true" />
      {hasMore ? (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
            Load more
          </Button>
        </div>
      ) : items.length > 0 ? (
        <p className="mt-6 text-center text-xs text-stone-500">That is everything.</p>
      ) : null}
    </div>
  );
}
