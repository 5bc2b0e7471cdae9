import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { SchedulingSettings } from '@hirelane/domain/calendars/scheduling-settings.schema';
import { FormField, controlClasses } from '../../../components/form-field';
import { SettingsSection } from '../../../components/settings-section';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useCalendarAccountsQuery } from '../api/calendar-accounts';
import {
  saveSchedulingSettings,
  useRefreshInterviews,
  useSchedulingSettingsQuery,
} from '../api/project-interviews';
import { CONNECT_CALENDAR_PATH } from '../calendar-paths';

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const DURATIONS = [15, 30, 45, 60, 90];

const defaults = (calendarId: string | undefined): SchedulingSettings => ({
  calendar_account_ids: calendarId ? [calendarId] : [],
  title: 'Interview',
  video_url: null,
  duration_minutes: 45,
  buffer_minutes: 0,
  working_hours: {
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    days: [1, 2, 3, 4, 5],
    start: '09:00',
    end: '17:00',
  },
  minimum_notice_hours: 4,
  horizon_days: 14,
});

type SectionProps = { workspaceId: string; projectId: string; canEdit: boolean };

/**
 * Project settings → Scheduling (#scheduling): the calendars and slot rules of the links made
 * without a person choosing them: `{{scheduling_link}}` in a campaign step, and the slot offered
 * after a strong_hire or hire verdict.
 */
export function SchedulingSettingsSection({ workspaceId, projectId, canEdit }: SectionProps) {
  const settings = useSchedulingSettingsQuery(projectId);
  const accounts = useCalendarAccountsQuery(workspaceId);
  return (
    <SettingsSection
      id="scheduling"
      title="Interview scheduling"
      description="The calendars and times offered by the {{scheduling_link}} campaign variable and by the interview slot offered after a hire verdict."
    >
      {settings.isPending || accounts.isPending ? (
        <p role="status" className="text-sm text-stone-600">
          Loading the scheduling settings…
        </p>
      ) : settings.isError || accounts.isError ? (
        <p role="alert" className="text-sm text-red-800">
          The scheduling settings could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <SchedulingSettingsForm
          projectId={projectId}
          canEdit={canEdit}
          saved={settings.data.settings}
          problem={settings.data.problem}
          calendars={accounts.data
            .filter((account) => account.status === 'verified')
            .map((account) => ({
              id: account.id,
              label: `${account.address} (${account.owner.name})`,
            }))}
        />
      )}
    </SettingsSection>
  );
}

function SchedulingSettingsForm({
  projectId,
  canEdit,
  saved,
  problem,
  calendars,
}: {
  projectId: string;
  canEdit: boolean;
  saved: SchedulingSettings | null;
  problem: string | null;
  calendars: { id: string; label: string }[];
}) {
  const refresh = useRefreshInterviews(projectId);
  const [form, setForm] = useState<SchedulingSettings>(saved ?? defaults(calendars[0]?.id));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const set = (patch: Partial<SchedulingSettings>) => {
    setDone(false);
    setForm((current) => ({ ...current, ...patch }));
  };
  const setHours = (patch: Partial<SchedulingSettings['working_hours']>) =>
    set({ working_hours: { ...form.working_hours, ...patch } });

  if (calendars.length === 0)
    return (
      <div className="text-sm text-stone-700">
        <p>{problem ?? 'Connect a calendar to offer interview times.'}</p>
        <Link
          to={CONNECT_CALENDAR_PATH}
          className="mt-2 inline-block font-medium text-orange-800 underline"
        >
          Connect a calendar
        </Link>
      </div>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await saveSchedulingSettings(projectId, {
        ...form,
        title: form.title.trim() || 'Interview',
        video_url: form.video_url?.trim() ? form.video_url.trim() : null,
      });
      setDone(true);
      await refresh();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'The settings could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4">
      {problem && !done ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{problem}</p>
      ) : null}
      <fieldset disabled={!canEdit} className="space-y-4">
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">Free time of</legend>
          {calendars.map((calendar) => (
            <label
              key={calendar.id}
              className="mt-1 flex items-center gap-2 text-sm text-stone-800"
            >
              <input
                type="checkbox"
                checked={form.calendar_account_ids.includes(calendar.id)}
                onChange={(event) =>
                  set({
                    calendar_account_ids: event.target.checked
                      ? [...form.calendar_account_ids, calendar.id]
                      : form.calendar_account_ids.filter((id) => id !== calendar.id),
                  })
                }
              />
              <span className="break-all">{calendar.label}</span>
            </label>
          ))}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Title">
            {(control) => (
              <input
                {...control}
                value={form.title}
                maxLength={200}
                onChange={(event) => set({ title: event.target.value })}
                className={controlClasses(undefined)}
              />
            )}
          </FormField>
          <FormField label="Video link (optional)">
            {(control) => (
              <input
                {...control}
                type="url"
                placeholder="https://"
                value={form.video_url ?? ''}
                onChange={(event) => set({ video_url: event.target.value })}
                className={controlClasses(undefined)}
              />
            )}
          </FormField>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <FormField label="Minutes">
            {(control) => (
              <select
                {...control}
                value={form.duration_minutes}
                onChange={(event) => set({ duration_minutes: Number(event.target.value) })}
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
          <FormField label="Buffer (minutes)">
            {(control) => (
              <input
                {...control}
                type="number"
                min={0}
                max={120}
                value={form.buffer_minutes}
                onChange={(event) => set({ buffer_minutes: Number(event.target.value) })}
                className={controlClasses(undefined)}
              />
            )}
          </FormField>
          <FormField label="Notice (hours)">
            {(control) => (
              <input
                {...control}
                type="number"
                min={0}
                max={336}
                value={form.minimum_notice_hours}
                onChange={(event) => set({ minimum_notice_hours: Number(event.target.value) })}
                className={controlClasses(undefined)}
              />
            )}
          </FormField>
          <FormField label="Days ahead">
            {(control) => (
              <input
                {...control}
                type="number"
                min={1}
                max={60}
                value={form.horizon_days}
                onChange={(event) => set({ horizon_days: Number(event.target.value) })}
                className={controlClasses(undefined)}
              />
            )}
          </FormField>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">Working days</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {DAY_NAMES.map((name, day) => (
              <label key={name} className="flex items-center gap-1.5 text-sm text-stone-800">
                <input
                  type="checkbox"
                  checked={form.working_hours.days.includes(day)}
                  onChange={(event) =>
                    setHours({
                      days: event.target.checked
                        ? [...form.working_hours.days, day].sort()
                        : form.working_hours.days.filter((one) => one !== day),
                    })
                  }
                />
                {name}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <FormField label="From">
            {(control) => (
              <input
                {...control}
                type="time"
                value={form.working_hours.start}
                onChange={(event) => setHours({ start: event.target.value })}
                className={controlClasses(undefined)}
              />
            )}
          </FormField>
          <FormField label="To">
            {(control) => (
              <input
                {...control}
                type="time"
                value={form.working_hours.end}
                onChange={(event) => setHours({ end: event.target.value })}
                className={controlClasses(undefined)}
              />
            )}
          </FormField>
          <FormField label="Time zone" className="col-span-2 sm:col-span-1">
            {(control) => (
              <input
                {...control}
                value={form.working_hours.timezone}
                onChange={(event) => setHours({ timezone: event.target.value })}
                className={controlClasses(undefined)}
              />
            )}
          </FormField>
        </div>
      </fieldset>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="text-sm text-green-800">
          Scheduling settings saved.
        </p>
      ) : null}
      {canEdit ? (
        <Button type="submit" loading={busy} disabled={form.calendar_account_ids.length === 0}>
          Save scheduling settings
        </Button>
      ) : (
        <p className="text-sm text-stone-600">
          Only the project owner or an editor can change these settings.
        </p>
      )}
    </form>
  );
}
