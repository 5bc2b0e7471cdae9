import { useId, type InputHTMLAttributes } from 'react';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

/** A labelled input with its error message announced to assistive technology. */
export function TextField({ label, error, hint, className = '', ...rest }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={`mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-400 focus:outline-none focus:ring-2 sm:text-sm ${
          error
            ? 'border-red-500 focus:border-red-500 focus:ring-red-200'
            : 'border-stone-300 focus:border-orange-500 focus:ring-orange-200'
        }`}
        {...rest}
      />
      {error ? (
        <p id={messageId} role="alert" className="mt-1.5 text-sm text-red-700">
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
