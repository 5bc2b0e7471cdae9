import { DELAY_DAYS_MAX, type StepConfigOf } from '@hirelane/domain/campaigns/step-config.schema';
import { FormField, controlClasses } from '../../../../components/form-field';
import type { FieldErrors } from '../../../../lib/form-errors';
import { delayLabel } from '../../step-summary';

type DelayConfig = StepConfigOf<'delay'>;

type DelayEditorProps = {
  config: DelayConfig;
  onChange: (config: DelayConfig) => void;
  errors: FieldErrors;
  readOnly?: boolean;
};

const toNumber = (value: string): number => (value.trim() === '' ? Number.NaN : Number(value));
const shown = (value: number): string | number => (Number.isNaN(value) ? '' : value);

/** A delay step: how long to wait before the next step, in days and hours. */
export function DelayEditor({ config, onChange, errors, readOnly = false }: DelayEditorProps) {
  const valid = Number.isFinite(config.days) && Number.isFinite(config.hours);
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
        <FormField label="Days" error={errors.days}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              max={DELAY_DAYS_MAX}
              step={1}
              value={shown(config.days)}
              disabled={readOnly}
              onChange={(event) => onChange({ ...config, days: toNumber(event.target.value) })}
              className={controlClasses(errors.days)}
            />
          )}
        </FormField>
        <FormField label="Hours" error={errors.hours}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              max={23}
              step={1}
              value={shown(config.hours)}
              disabled={readOnly}
              onChange={(event) => onChange({ ...config, hours: toNumber(event.target.value) })}
              className={controlClasses(errors.hours)}
            />
          )}
        </FormField>
      </div>
      <p className="text-sm text-stone-600" aria-live="polite">
        {valid ? `${delayLabel(config.days, config.hours)}, then the next step runs.` : ''} The wait
        counts inside the campaign’s sending window.
      </p>
    </div>
  );
}
