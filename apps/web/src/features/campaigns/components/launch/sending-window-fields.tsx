import {
  MAX_DAILY_LIMIT,
  WEEKDAY_LABELS,
} from '@hirelane/domain/campaigns/sending-schedule.schema';
import { FormField, controlClasses } from '../../../../components/form-field';
import { hourLabel, timeZoneOptions, type LaunchSettingsForm } from '../../launch-form';

type WindowValues = Pick<
  LaunchSettingsForm,
  'days' | 'start_hour' | 'end_hour' | 'timezone' | 'daily_limit'
>;

type SendingWindowFieldsProps = {
  values: WindowValues;
  onChange: (next: Partial<WindowValues>) => void;
  errors: Record<string, string>;
  disabled: boolean;
};

const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
/** Monday first, as recruiters read a week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
const START_HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const END_HOURS = Array.from({ length: 24 }, (_, hour) => hour + 1);

/** When the campaign may send: weekdays, from and until which hour, in which time zone; per day. */
export function SendingWindowFields({
  values,
  onChange,
  errors,
  disabled,
}: SendingWindowFieldsProps) {
  const toggle = (day: number) =>
    onChange({
      days: values.days.includes(day)
        ? values.days.filter((item) => item !== day)
        : [...values.days, day],
    });
  const daysError = errors['schedule.days'];

  return (
    <div className="space-y-4">
      <fieldset aria-describedby={daysError ? 'launch-days-error' : undefined}>
        <legend className="block text-sm font-medium text-stone-800">Sending days</legend>
        <div className="mt-1.5 flex flex-wrap gap-1.5">
          {WEEK_ORDER.map((day) => {
            const on = values.days.includes(day);
            return (
              <button
                key={day}
                type="button"
                aria-pressed={on}
                aria-label={WEEKDAY_NAMES[day]}
                disabled={disabled}
                onClick={() => toggle(day)}
                className={`min-h-10 min-w-12 rounded-lg border px-2 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 disabled:cursor-not-allowed ${
                  on
                    ? 'border-orange-700 bg-orange-700 text-white'
                    : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50'
                }`}
              >
                {WEEKDAY_LABELS[day]}
              </button>
            );
          })}
        </div>
        {daysError ? (
          <p id="launch-days-error" className="mt-1.5 text-sm text-red-700">
            {daysError}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label="From" error={errors['schedule.start_hour']}>
          {(control) => (
            <select
              {...control}
              value={values.start_hour}
              disabled={disabled}
              onChange={(event) => onChange({ start_hour: Number(event.target.value) })}
              className={controlClasses(errors['schedule.start_hour'])}
            >
              {START_HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Until" error={errors['schedule.end_hour']}>
          {(control) => (
            <select
              {...control}
              value={values.end_hour}
              disabled={disabled}
              onChange={(event) => onChange({ end_hour: Number(event.target.value) })}
              className={controlClasses(errors['schedule.end_hour'])}
            >
              {END_HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Time zone" error={errors['schedule.timezone']} className="lg:col-span-2">
          {(control) => (
            <select
              {...control}
              value={values.timezone}
              disabled={disabled}
              onChange={(event) => onChange({ timezone: event.target.value })}
              className={controlClasses(errors['schedule.timezone'])}
            >
              {timeZoneOptions(values.timezone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField
        label="Daily limit"
        error={errors.daily_limit}
        hint={`The most candidates this campaign contacts in a day (up to ${MAX_DAILY_LIMIT}).`}
        className="sm:max-w-xs"
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_DAILY_LIMIT}
            value={Number.isNaN(values.daily_limit) ? '' : values.daily_limit}
            disabled={disabled}
            onChange={(event) =>
              onChange({
                daily_limit: event.target.value === '' ? Number.NaN : Number(event.target.value),
              })
            }
            className={controlClasses(errors.daily_limit)}
          />
        )}
      </FormField>
    </div>
  );
}
