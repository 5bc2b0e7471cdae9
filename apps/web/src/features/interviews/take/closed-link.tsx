import type { InterviewLink } from '@hirelane/domain/interviews/interview-session.schema';

export const CLOSED_LINK_TEXTS: Record<
  Exclude<InterviewLink['state'], 'open' | 'in_progress'> | 'unknown',
  { title: string; body: string }
> = {
  completed: {
    title: 'You have finished this interview',
    body: 'Thank you. Your answers were sent to the recruiting team, who will get back to you.',
  },
  expired: {
    title: 'This interview link has expired',
    body: 'The time to take this interview is over. If you still want to take it, reply to the invitation e-mail and ask for a new link.',
  },
  revoked: {
    title: 'This interview link was withdrawn',
    body: 'The recruiting team withdrew this invitation. If you think this is a mistake, reply to the invitation e-mail.',
  },
  unknown: {
    title: 'This interview link does not exist',
    body: 'Check that you opened the whole link from your invitation e-mail.',
  },
};

/** The clear page of a used, expired, withdrawn or unknown link. */
export function ClosedLink({ state }: { state: keyof typeof CLOSED_LINK_TEXTS }) {
  const text = CLOSED_LINK_TEXTS[state];
  return (
    <section aria-labelledby="closed-title" className="space-y-3">
      <h1 id="closed-title" className="text-2xl font-semibold text-stone-900">
        {text.title}
      </h1>
      <p className="text-stone-700">{text.body}</p>
    </section>
  );
}
