import { useId, useState } from 'react';
import { RICH_TEXT_ALLOWED_URI } from '@hirelane/domain/campaigns/rich-text-policy';
import { Button } from '../../../../components/ui/button';

export const ADDRESS_ERROR = 'Use an address that starts with https://, http:// or mailto:.';

type AddressFormProps = {
  kind: 'link' | 'image';
  initial: string;
  onApply: (address: string) => void;
  onRemove?: (() => void) | undefined;
  onCancel: () => void;
};

/** The address of a link or an image, asked for under the toolbar (no browser prompt). */
export function AddressForm({ kind, initial, onApply, onRemove, onCancel }: AddressFormProps) {
  const id = useId();
  const [address, setAddress] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const label = kind === 'link' ? 'Link address' : 'Image address';

  const apply = () => {
    const value = address.trim();
    if (!RICH_TEXT_ALLOWED_URI.test(value) || (kind === 'image' && value.startsWith('mailto:'))) {
      setError(ADDRESS_ERROR);
      return;
    }
    onApply(value);
  };

  return (
    <div
      className="flex flex-wrap items-end gap-2 border-b border-stone-200 bg-stone-50 px-3 py-2"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <div className="min-w-0 flex-1 basis-48">
        <label htmlFor={id} className="block text-xs font-medium text-stone-700">
          {label}
        </label>
        <input
          id={id}
          type="url"
          // The form opens from the toolbar: the address is what the user types next.
          autoFocus
          value={address}
          placeholder="https://"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setAddress(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          className="mt-1 block w-full rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-200"
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <Button variant="secondary" className="min-h-8 px-3 py-1" onClick={apply}>
        {kind === 'link' ? 'Apply link' : 'Insert image'}
      </Button>
      {onRemove ? (
        <Button variant="ghost" className="min-h-8 px-3 py-1" onClick={onRemove}>
          Remove link
        </Button>
      ) : null}
      <Button variant="ghost" className="min-h-8 px-3 py-1" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
