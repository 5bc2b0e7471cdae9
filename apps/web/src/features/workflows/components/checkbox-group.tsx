type CheckboxGroupProps<V extends string> = {
  legend: string;
  options: readonly { value: V; label: string }[];
  value: V[];
  onChange: (value: V[]) => void;
  error?: string | undefined;
  disabled?: boolean;
};

/** Several choices among a few (verdicts, reply labels), as a fieldset of checkboxes. */
export function CheckboxGroup<V extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  disabled = false,
}: CheckboxGroupProps<V>) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-6 items-center gap-2 text-sm text-stone-800"
          >
            <input
              type="checkbox"
              className="size-4 accent-orange-700"
              checked={value.includes(option.value)}
              disabled={disabled}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...value, option.value]
                    : value.filter((item) => item !== option.value),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
