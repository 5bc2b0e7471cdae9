import {
  MAILBOX_PROVIDERS,
  MAILBOX_PROVIDER_LABELS,
  type MailboxProvider,
} from '@hirelane/domain/accounts/mailbox.schema';

const DESCRIPTIONS: Record<MailboxProvider, string> = {
  gmail: 'Gmail or Google Workspace, with an app password.',
  outlook: 'Outlook.com or a Microsoft 365 work account.',
  custom: 'Any provider with SMTP and IMAP, such as Zoho, Fastmail or your own server.',
};

type ProviderPickerProps = {
  value: MailboxProvider;
  onChange: (provider: MailboxProvider) => void;
};

/** Where the mailbox is hosted: three radio cards. */
export function ProviderPicker({ value, onChange }: ProviderPickerProps) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">Mail provider</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-3">
        {MAILBOX_PROVIDERS.map((provider) => {
          const checked = value === provider;
          return (
            <label
              key={provider}
              className={`flex cursor-pointer gap-3 rounded-xl border p-3 transition-colors focus-within:ring-2 focus-within:ring-orange-500 ${
                checked
                  ? 'border-orange-500 bg-orange-50'
                  : 'border-stone-300 bg-white hover:bg-stone-50'
              }`}
            >
              <input
                type="radio"
                name="mailbox-provider"
                value={provider}
                checked={checked}
                onChange={() => onChange(provider)}
                className="mt-1 size-4 shrink-0 accent-orange-700"
              />
              <span>
                <span className="block text-sm font-semibold text-stone-900">
                  {MAILBOX_PROVIDER_LABELS[provider]}
                </span>
                <span className="mt-0.5 block text-sm text-stone-600">
                  {DESCRIPTIONS[provider]}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
