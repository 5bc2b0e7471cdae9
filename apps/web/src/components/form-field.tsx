import { useId, type ReactNode } from 'react';

export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

type FormFieldProps = {
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

export const controlClasses = (error: string | undefined): string =>
  `mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:outline-none focus:ring-2 disabled:bg-stone-100 sm:text-sm ${
    error
      ? 'border-red-500 focus:border-red-500 focus:ring-red-200'
      : 'border-stone-300 focus:border-orange-500 focus:ring-orange-200'
  }`;

/**
 * A labelled control with a required mark and its error (or hint) announced to assistive
 * technology. The control itself is rendered by `children` with the ids it needs.
 */
export function FormField({
  label,
  required,
  error,
  hint,
  className = '',
  children,
}: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
        'aria-required': required ? true : undefined,
      })}
      {error ? (
        <p id={messageId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
