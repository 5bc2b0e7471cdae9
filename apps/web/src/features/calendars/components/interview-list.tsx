import { Link } from 'react-router';
import type { ProjectInterview } from '@hirelane/domain/calendars/scheduling-link.schema';
import { Button } from '../../../components/ui/button';
import { describeBooking } from '../slot-days';

const STATUS: Record<ProjectInterview['status'], { label: string; classes: string }> = {
  booked: { label: 'Booked', classes: 'bg-green-100 text-green-900' },
  open: { label: 'Waiting for the candidate', classes: 'bg-amber-100 text-amber-900' },
  canceled: { label: 'Canceled', classes: 'bg-stone-200 text-stone-800' },
};

type InterviewListProps = {
  items: readonly ProjectInterview[];
  /** Each row names its candidate, linking to their page in the project. */
  candidateLink?: (candidateId: string) => string;
  /** Offered on rows that are not canceled yet. */
  onCancel?: (item: ProjectInterview) => void;
  cancelingId?: string | null;
};

/** Interviews and links waiting for a candidate: time in the viewer's zone, organizers, video. */
export function InterviewList({ items, candidateLink, onCancel, cancelingId }: InterviewListProps) {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <ul className="divide-y divide-stone-100">
      {items.map((item) => {
        const status = STATUS[item.status];
        return (
          <li
            key={item.link_id}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="min-w-0 space-y-0.5 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                {candidateLink ? (
                  <Link
                    to={candidateLink(item.candidate.id)}
                    className="font-semibold text-stone-900 underline-offset-2 hover:underline"
                  >
                    {item.candidate.name || 'Unnamed candidate'}
                  </Link>
                ) : (
                  <span className="font-semibold text-stone-900">{item.title}</span>
                )}
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${status.classes}`}>
                  {status.label}
                </span>
              </p>
              <p className="text-stone-800">
                {item.starts_at && item.ends_at
                  ? describeBooking(item.starts_at, item.ends_at, zone)
                  : item.status === 'open'
                    ? 'No time picked yet'
                    : 'No time booked'}
              </p>
              <p className="break-all text-stone-600">
                {candidateLink ? `${item.title} · ` : ''}With {item.organizers.join(', ') || '—'}
              </p>
              {item.video_url ? (
                <p className="break-all text-stone-600">
                  Video:{' '}
                  <a className="text-orange-800 underline" href={item.video_url}>
                    {item.video_url}
                  </a>
                </p>
              ) : null}
            </div>
            {onCancel && item.status !== 'canceled' ? (
              <Button
                variant="secondary"
                className="shrink-0 self-start"
                loading={cancelingId === item.link_id}
                onClick={() => onCancel(item)}
              >
                {item.status === 'booked' ? 'Cancel interview' : 'Cancel link'}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
