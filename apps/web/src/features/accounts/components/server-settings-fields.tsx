import {
  CONNECTION_SECURITY,
  type ConnectionSecurity,
} from '@hirelane/domain/accounts/mailbox.schema';
import { FormField, controlClasses } from '../../../components/form-field';
import { DEFAULT_PORTS, withSecurity, type ServerForm, type ServerKind } from '../connect-form';
import { ConnectionCheckAlert } from './connection-check-alert';

const SECURITY_LABELS: Record<ConnectionSecurity, string> = {
  tls: 'TLS',
  starttls: 'STARTTLS',
  none: 'None (not encrypted)',
};

const TITLES: Record<ServerKind, { legend: string; placeholder: string }> = {
  smtp: { legend: 'Outgoing mail (SMTP)', placeholder: 'smtp.example.com' },
  imap: { legend: 'Incoming mail (IMAP)', placeholder: 'imap.example.com' },
};

type ServerSettingsFieldsProps = {
  kind: ServerKind;
  value: ServerForm;
  onChange: (value: ServerForm) => void;
  errors: Record<string, string>;
  /** Why the last sign-in to this server failed. */
  check: string | undefined;
};

/** Host, port and security of one server; the port follows the security until typed over. */
export function ServerSettingsFields({
  kind,
  value,
  onChange,
  errors,
  check,
}: ServerSettingsFieldsProps) {
  const error = (field: keyof ServerForm) => errors[`${kind}.${field}`];
  return (
    <fieldset className="min-w-0 space-y-3 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-900">{TITLES[kind].legend}</legend>
      <ConnectionCheckAlert kind={kind} message={check} />
      <FormField label="Host" required error={error('host')}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={TITLES[kind].placeholder}
            value={value.host}
            onChange={(event) => onChange({ ...value, host: event.target.value })}
            className={controlClasses(error('host'))}
          />
        )}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Security" error={error('security')}>
          {(control) => (
            <select
              {...control}
              value={value.security}
              onChange={(event) =>
                onChange(withSecurity(kind, value, event.target.value as ConnectionSecurity))
              }
              className={controlClasses(error('security'))}
            >
              {CONNECTION_SECURITY.map((security) => (
                <option key={security} value={security}>
                  {SECURITY_LABELS[security]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label="Port"
          required
          error={error('port')}
          hint={`Usually ${DEFAULT_PORTS[kind][value.security]} with this security.`}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={65535}
              value={Number.isNaN(value.port) ? '' : value.port}
              onChange={(event) =>
                onChange({
                  ...value,
                  port: event.target.value === '' ? Number.NaN : Number(event.target.value),
                })
              }
              className={controlClasses(error('port'))}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
