type TrackingValues = { track_opens: boolean; track_clicks: boolean };

type TrackingFieldsProps = {
  values: TrackingValues;
  onChange: (next: Partial<TrackingValues>) => void;
  disabled: boolean;
};

const OPTIONS = [
  { key: 'track_opens', label: 'Track opens' },
  { key: 'track_clicks', label: 'Track clicks' },
] as const;

/** Open and click tracking of the campaign's e-mails; both off unless chosen. */
export function TrackingFields({ values, onChange, disabled }: TrackingFieldsProps) {
  return (
    <fieldset aria-describedby="launch-tracking-hint">
      <legend className="text-base font-semibold text-stone-900">Tracking</legend>
      <p id="launch-tracking-hint" className="mb-3 text-sm text-stone-600">
        Tracking pixels and rewritten links can make e-mails more likely to land in spam.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        {OPTIONS.map((option) => (
          <label
            key={option.key}
            className="flex min-h-10 cursor-pointer items-center gap-2 text-sm text-stone-800 has-disabled:cursor-not-allowed"
          >
            <input
              type="checkbox"
              checked={values[option.key]}
              disabled={disabled}
              onChange={(event) => onChange({ [option.key]: event.target.checked })}
              className="size-4 accent-orange-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
