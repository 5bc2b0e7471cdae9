import { Link } from 'react-router';
import { describeActivity } from '@hirelane/domain/activity/activity-labels';
import type { ActivityItem } from '@hirelane/domain/activity/activity.schema';
import { formatRelativeOrDateTime } from '@hirelane/domain/format/format-date';
import { activityLink } from '../activity-links';

const DOTS: Record<ActivityItem['kind'], string> = {
  reply: 'bg-emerald-600',
  stage_move: 'bg-sky-600',
  import: 'bg-violet-600',
  campaign: 'bg-orange-600',
  interview: 'bg-amber-600',
  member: 'bg-stone-500',
  mailbox: 'bg-red-600',
};

/** One line of the feed: what happened, the reply's first line, where, when, and a link. */
export function ActivityEntry({ item, now }: { item: ActivityItem; now: number }) {
  const link = activityLink(item);
  return (
    <li className="flex gap-3 py-3">
      <span
        aria-hidden="true"
        className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${DOTS[item.kind]}`}
      />
      <div className="min-w-0 flex-1">
        <p className="break-words text-sm text-stone-900">{describeActivity(item)}</p>
        {item.kind === 'reply' && item.first_line ? (
          <blockquote className="mt-1 border-l-2 border-stone-300 pl-2 text-sm italic break-words text-stone-700">
            {item.first_line}
          </blockquote>
        ) : null}
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone-600">
          <time dateTime={item.occurred_at}>{formatRelativeOrDateTime(item.occurred_at, now)}</time>
          {item.project ? (
            <>
              <span aria-hidden="true">·</span>
              <span className="break-words">{item.project.name}</span>
            </>
          ) : null}
          {link ? (
            <>
              <span aria-hidden="true">·</span>
              <Link
                to={link.to}
                className="rounded font-semibold text-orange-800 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
              >
                {link.label}
              </Link>
            </>
          ) : null}
        </p>
      </div>
    </li>
  );
}
