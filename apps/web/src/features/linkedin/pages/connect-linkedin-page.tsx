import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useAppSession } from '../../../lib/use-app-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useExtensionDetection } from '../../extension/use-extension-detection';
import {
  useConfirmLinkedin,
  useLinkedinConnection,
  useUpdateLinkedinSettings,
} from '../api/linkedin-connection';
import { AutomationSettings } from '../components/automation-settings';
import { LinkedinUsage } from '../components/linkedin-usage';
import { ReportedIdentity } from '../components/reported-identity';
import { WaitingForExtension } from '../components/waiting-for-extension';

const messageOf = (error: unknown): string | null =>
  error instanceof Error ? error.message : null;

/** /app/connect-linkedin (close-button layout): connect the LinkedIn account of this browser. */
export function ConnectLinkedinPage() {
  usePageTitle('Connect LinkedIn');
  const extensionId = useAppSession().profile_info.extension_id;
  const { installed } = useExtensionDetection(extensionId);
  const connection = useLinkedinConnection();
  const confirm = useConfirmLinkedin();
  const settings = useUpdateLinkedinSettings();
  const data = connection.data;

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">Connect LinkedIn</h1>
      <p className="mt-1 text-stone-600">
        Your campaigns&apos; LinkedIn steps run from your own browser through the Hirelane
        extension, with the LinkedIn account you are signed in to there.
      </p>
      <Card className="mt-6">
        {connection.isPending ? (
          <p role="status" className="flex items-center gap-2 text-stone-600">
            <Spinner />
            Loading your LinkedIn connection…
          </p>
        ) : connection.isError ? (
          <p role="alert" className="text-red-700">
            The LinkedIn connection could not be loaded. Reload the page to try again.
          </p>
        ) : data?.reported ? (
          <ReportedIdentity
            reported={data.reported}
            account={data.account}
            busy={confirm.isPending}
            error={messageOf(confirm.error)}
            onConfirm={() => data.reported && confirm.mutate(data.reported.profile_url)}
          />
        ) : (
          <WaitingForExtension installed={installed} />
        )}
      </Card>
      {data?.account ? (
        <Card className="mt-6">
          <LinkedinUsage usage={data.account.usage} />
        </Card>
      ) : null}
      {data?.account ? (
        <Card className="mt-6">
          <AutomationSettings
            key={JSON.stringify(data.account.limits)}
            account={data.account}
            busy={settings.isPending}
            error={messageOf(settings.error)}
            onSave={(patch) => settings.mutate(patch)}
          />
        </Card>
      ) : null}
    </main>
  );
}
