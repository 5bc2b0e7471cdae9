import { useState, type FormEvent } from 'react';
import type {
  WhatsappBusinessAccount,
  WhatsappBusinessConnectInput,
} from '@hirelane/domain/whatsapp/whatsapp-business.schema';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import {
  useConnectWhatsappBusiness,
  useSyncWhatsappTemplates,
  useWhatsappBusiness,
} from '../api/whatsapp-business';

const EMPTY: WhatsappBusinessConnectInput = {
  phone_number_id: '',
  waba_id: '',
  access_token: '',
  app_secret: '',
};

function CopyRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd className="mt-1 break-all rounded-md bg-stone-100 px-2 py-1 font-mono text-xs text-stone-900">
        {value}
      </dd>
    </div>
  );
}

function AccountSummary({ account }: { account: WhatsappBusinessAccount }) {
  const sync = useSyncWhatsappTemplates();
  const failed = account.status === 'FAILED';
  const { approved, pending, rejected } = account.templates;
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-stone-800" data-state={account.status ?? ''}>
        {failed
          ? 'The WhatsApp Business account has FAILED.'
          : `Connected: template steps send from ${account.phone_number ?? 'this number'}.`}
      </p>
      {account.error_message ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {account.error_message}
        </p>
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-2">
        {account.webhook_url ? <CopyRow label="Callback URL" value={account.webhook_url} /> : null}
        {account.verify_token ? (
          <CopyRow label="Verify token" value={account.verify_token} />
        ) : null}
      </dl>
      <p className="text-sm text-stone-600">
        In Meta&apos;s App dashboard, WhatsApp → Configuration → Webhook: paste the callback URL and
        the verify token, then subscribe to the <code>messages</code> field so replies and delivery
        statuses reach Hirelane.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-stone-800" aria-label="Templates">
          Templates: {approved} approved, {pending} pending, {rejected} rejected
          {account.templates_synced_at
            ? ` (synced ${new Date(account.templates_synced_at).toLocaleString()})`
            : ''}
          .
        </p>
        <Button
          variant="secondary"
          onClick={() => sync.mutate(undefined)}
          disabled={sync.isPending}
        >
          {sync.isPending ? 'Syncing…' : 'Sync templates'}
        </Button>
      </div>
      {sync.error instanceof Error ? (
        <p role="alert" className="text-sm text-red-700">
          {sync.error.message}
        </p>
      ) : null}
    </div>
  );
}

function ConnectForm({ reconnect }: { reconnect: boolean }) {
  const connect = useConnectWhatsappBusiness();
  const [values, setValues] = useState(EMPTY);
  const error = connect.error;
  const fieldError = (path: keyof WhatsappBusinessConnectInput) =>
    isApiError(error) ? error.fieldMessage(path) : undefined;
  const set = (key: keyof WhatsappBusinessConnectInput) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    connect.mutate(values, { onSuccess: () => setValues(EMPTY) });
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Connect WhatsApp Business"
      className="flex flex-col gap-4"
      noValidate
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Phone number ID"
          required
          inputMode="numeric"
          autoComplete="off"
          value={values.phone_number_id}
          onChange={(event) => set('phone_number_id')(event.target.value)}
          error={fieldError('phone_number_id')}
        />
        <TextField
          label="WhatsApp Business Account ID"
          required
          inputMode="numeric"
          autoComplete="off"
          value={values.waba_id}
          onChange={(event) => set('waba_id')(event.target.value)}
          error={fieldError('waba_id')}
        />
        <TextField
          label="Access token"
          required
          type="password"
          autoComplete="off"
          value={values.access_token}
          onChange={(event) => set('access_token')(event.target.value)}
          error={fieldError('access_token')}
          hint="A system user's permanent token with whatsapp_business_messaging and whatsapp_business_management."
        />
        <TextField
          label="App secret"
          required
          type="password"
          autoComplete="off"
          value={values.app_secret}
          onChange={(event) => set('app_secret')(event.target.value)}
          error={fieldError('app_secret')}
          hint="App settings → Basic: it checks the signature of Meta's webhooks."
        />
      </div>
      {error instanceof Error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending
            ? 'Checking with Meta…'
            : reconnect
              ? 'Connect again'
              : 'Connect WhatsApp Business'}
        </Button>
      </div>
    </form>
  );
}

/**
 * /app/connect-whatsapp's second section: the WhatsApp Business Cloud API account (decision
 * 048), which sends approved templates and free text inside Meta's 24-hour window.
 */
export function WhatsappBusinessSection() {
  const account = useWhatsappBusiness();
  if (account.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-stone-600">
        <Spinner />
        Loading the WhatsApp Business account…
      </p>
    );
  if (account.isError || !account.data)
    return (
      <p role="alert" className="text-red-700">
        The WhatsApp Business account could not be loaded. Reload the page to try again.
      </p>
    );
  const data = account.data;
  return (
    <div className="flex flex-col gap-6">
      {data.connected ? <AccountSummary account={data} /> : null}
      {data.connected ? (
        <details className="rounded-lg border border-stone-200 p-3">
          <summary className="cursor-pointer text-sm font-medium text-stone-800">
            Change the credentials
          </summary>
          <div className="mt-4">
            <ConnectForm reconnect />
          </div>
        </details>
      ) : (
        <ConnectForm reconnect={false} />
      )}
    </div>
  );
}
