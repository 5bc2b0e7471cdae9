import {
  TEMPLATE_BUTTON_ICONS,
  type TemplateButton,
} from '@hirelane/domain/campaigns/message-template.schema';
import { Button } from '../../../../components/ui/button';
import { TemplateButtonIcon } from '../whatsapp-template-preview';
import { MAX_TEMPLATE_BUTTONS, type TemplateFormErrors } from './template-form-state';

export const BUTTON_ICON_LABELS: Record<TemplateButton['icon'], string> = {
  quick_reply: 'Quick reply',
  pay: 'Pay',
  copy: 'Copy code',
  call: 'Call',
  see_all: 'See all',
};

type TemplateButtonsEditorProps = {
  buttons: TemplateButton[];
  onChange: (buttons: TemplateButton[]) => void;
  errors: TemplateFormErrors;
};

const inputClasses =
  'block w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:outline-none focus:ring-2 sm:text-sm';

/** Up to 10 buttons of a WhatsApp template, each a label and an icon. */
export function TemplateButtonsEditor({ buttons, onChange, errors }: TemplateButtonsEditorProps) {
  const update = (index: number, change: Partial<TemplateButton>) =>
    onChange(buttons.map((button, at) => (at === index ? { ...button, ...change } : button)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">
        Buttons{' '}
        <span className="font-normal text-stone-600">
          ({buttons.length} of {MAX_TEMPLATE_BUTTONS})
        </span>
      </legend>
      {buttons.length === 0 ? (
        <p className="text-sm text-stone-600">No buttons: the message is sent on its own.</p>
      ) : (
        <ol className="space-y-2">
          {buttons.map((button, index) => {
            const error = errors[`actions.${index}.label`];
            const number = index + 1;
            return (
              <li key={index} className="flex flex-wrap items-start gap-2">
                <div className="min-w-0 flex-1 basis-40">
                  <label htmlFor={`button-${index}-label`} className="sr-only">
                    Button {number} label
                  </label>
                  <input
                    id={`button-${index}-label`}
                    value={button.label}
                    maxLength={40}
                    placeholder={`Button ${number}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `button-${index}-error` : undefined}
                    onChange={(event) => update(index, { label: event.target.value })}
                    className={`${inputClasses} ${error ? 'border-red-500 focus:ring-red-200' : 'border-stone-300 focus:border-orange-500 focus:ring-orange-200'}`}
                  />
                  {error ? (
                    <p id={`button-${index}-error`} className="mt-1 text-sm text-red-700">
                      {error}
                    </p>
                  ) : null}
                </div>
                <div className="flex items-center gap-1">
                  <span className="text-stone-600">
                    <TemplateButtonIcon icon={button.icon} />
                  </span>
                  <label htmlFor={`button-${index}-icon`} className="sr-only">
                    Button {number} icon
                  </label>
                  <select
                    id={`button-${index}-icon`}
                    value={button.icon}
                    onChange={(event) =>
                      update(index, { icon: event.target.value as TemplateButton['icon'] })
                    }
                    className={`${inputClasses} w-auto border-stone-300 focus:border-orange-500 focus:ring-orange-200`}
                  >
                    {TEMPLATE_BUTTON_ICONS.map((icon) => (
                      <option key={icon} value={icon}>
                        {BUTTON_ICON_LABELS[icon]}
                      </option>
                    ))}
                  </select>
                </div>
                <Button
                  variant="ghost"
                  aria-label={`Remove button ${number}`}
                  onClick={() => onChange(buttons.filter((_, at) => at !== index))}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {errors.actions ? <p className="text-sm text-red-700">{errors.actions}</p> : null}
      <Button
        variant="secondary"
        disabled={buttons.length >= MAX_TEMPLATE_BUTTONS}
        onClick={() => onChange([...buttons, { label: '', icon: 'quick_reply' }])}
      >
        Add button
      </Button>
    </fieldset>
  );
}
