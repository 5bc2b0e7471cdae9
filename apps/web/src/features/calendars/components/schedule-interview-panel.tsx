import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Section } from '../../../components/section-card';
import { FormField, controlClasses } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useAppSession } from '../../../lib/use-app-session';
import { createSchedulingLink, useCalendarAccountsQuery } from '../api/calendar-accounts';
import { CONNECT_CALENDAR_PATH } from '../calendar-paths';

const DURATIONS = [30, 45, 60, 90];

/**
 * The candidate page's "Schedule an interview": a link that offers the candidate the free times
 * of the chosen calendars (working hours Monday to Friday in the viewer's zone), e-mailed to them
 * or copied.
 */
export function ScheduleInterviewPanel({
  projectId,
  candidateId,
  candidateEmail,
}: {
  projectId: string;
  candidateId: string;
  candidateEmail: string | null;
}) {
  const session = useAppSession();
  const workspaceId = session.profile_info.current_workspace?._id ?? null;
  const accounts = useCalendarAccountsQuery(workspaceId);
  const working = (accounts.data ?? []).filter((account) => account.status === 'verified');
  const own = working.find((account) => account.address === session.profile_info.email);
  const [picked, setPicked] = useState<string[] | null>(null);
  const chosen = picked ?? ((own ?? working[0]) ? [(own ?? working[0])!.id] : []);
  const [title, setTitle] = useState('Interview');
  const [duration, setDuration] = useState(45);
  const [start, setStart] = useState('09:00');
  const [end, setEnd] = useState('17:00');
  const [videoUrl, setVideoUrl] = useState('');
  const [sendEmail, setSendEmail] = useState(Boolean(candidateEmail));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<{ url: string; emailed_to: string | null } | null>(null);

  if (accounts.isPending) return null;
  if (working.length === 0)
    return (
      <Section title="Schedule an interview">
        <p className="text-sm text-stone-700">
          Connect a calendar to offer this candidate the times you are free.
        </p>
        <Link
          to={CONNECT_CALENDAR_PATH}
          className="mt-2 inline-block text-sm font-medium text-orange-800 underline"
        >
          Connect a calendar
        </Link>
      </Section>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await createSchedulingLink(projectId, candidateId, {
        calendar_account_ids: chosen,
        title: title.trim() || 'Interview',
        duration_minutes: duration,
        working_hours: {
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          days: [1, 2, 3, 4, 5],
          start,
          end,
        },
        ...(videoUrl.trim() ? { video_url: videoUrl.trim() } : {}),
        send_email: sendEmail,
      });
      setMade(answer.data);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'The link could not be made.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title="Schedule an interview">
      {made ? (
        <div className="space-y-2 text-sm">
          <p className="text-stone-800">
            {made.emailed_to
              ? `The link was e-mailed to ${made.emailed_to}.`
              : 'The link is ready.'}
          </p>
          <input
            readOnly
            aria-label="Scheduling link"
            value={made.url}
            className={controlClasses(undefined)}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="flex gap-2">
            <Button
              variant="secondary"
              onClick={() => void navigator.clipboard?.writeText(made.url)}
            >
              Copy link
            </Button>
            <Button variant="secondary" onClick={() => setMade(null)}>
              Make another
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="space-y-3">
          <fieldset>
            <legend className="text-sm font-medium text-stone-800">Free time of</legend>
            {working.map((account) => (
              <label
                key={account.id}
                className="mt-1 flex items-center gap-2 text-sm text-stone-800"
              >
                <input
                  type="checkbox"
                  checked={chosen.includes(account.id)}
                  onChange={(event) =>
                    setPicked(
                      event.target.checked
                        ? [...chosen, account.id]
                        : chosen.filter((id) => id !== account.id),
                    )
                  }
                />
                <span className="break-all">
                  {account.address} ({account.owner.name})
                </span>
              </label>
            ))}
          </fieldset>
          <FormField label="Title">
            {(control) => (
              <input
                {...control}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                className={controlClasses(undefined)}
              />
            )}
          </FormField>
          <div className="grid grid-cols-3 gap-2">
            <FormField label="Minutes">
              {(control) => (
                <select
                  {...control}
                  value={duration}
                  onChange={(event) => setDuration(Number(event.target.value))}
                  className={controlClasses(undefined)}
                >
                  {DURATIONS.map((minutes) => (
                    <option key={minutes} value={minutes}>
                      {minutes}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label="From">
              {(control) => (
                <input
                  {...control}
                  type="time"
                  value={start}
                  onChange={(event) => setStart(event.target.value)}
                  className={controlClasses(undefined)}
                />
              )}
            </FormField>
            <FormField label="To">
              {(control) => (
                <input
                  {...control}
                  type="time"
                  value={end}
                  onChange={(event) => setEnd(event.target.value)}
                  className={controlClasses(undefined)}
                />
              )}
            </FormField>
          </div>
          <FormField label="Video link (optional)">
            {(control) => (
              <input
                {...control}
                type="url"
                placeholder="https://"
                value={videoUrl}
                onChange={(event) => setVideoUrl(event.target.value)}
                className={controlClasses(undefined)}
              />
            )}
          </FormField>
          <label className="flex items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              checked={sendEmail}
              disabled={!candidateEmail}
              onChange={(event) => setSendEmail(event.target.checked)}
            />
            {candidateEmail
              ? `E-mail the link to ${candidateEmail}`
              : 'No e-mail address: copy the link instead'}
          </label>
          {error ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <Button type="submit" loading={busy} disabled={chosen.length === 0}>
            Make scheduling link
          </Button>
        </form>
      )}
    </Section>
  );
}
