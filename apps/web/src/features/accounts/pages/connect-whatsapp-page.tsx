import type { WhatsappSession } from '@hirelane/domain/whatsapp/whatsapp-session.schema';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { isPairing, useConnectWhatsapp, useWhatsappSession } from '../api/whatsapp-account';
import { WhatsappBusinessSection } from '../components/whatsapp-business-section';

const STATE_TEXT: Record<NonNullable<WhatsappSession['state']>, string> = {
  STOPPED: 'Not connected.',
  STARTING: 'Starting the WhatsApp session…',
  SCAN_QR_CODE:
    'Scan this code with WhatsApp on your phone: Settings → Linked devices → Link a device.',
  WORKING: 'Connected: WhatsApp steps send from this phone.',
  FAILED: 'The WhatsApp session failed.',
};

function SessionView({
  session,
  busy,
  onConnect,
}: {
  session: WhatsappSession;
  busy: boolean;
  onConnect: () => void;
}) {
  if (!session.configured)
    return (
      <p role="alert" className="text-amber-900">
        {session.message}
      </p>
    );
  const state = session.state;
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="flex items-center gap-2 text-stone-800" data-state={state ?? ''}>
        {isPairing(session) ? <Spinner /> : null}
        {state ? STATE_TEXT[state] : 'Not connected.'}
        {state === 'WORKING' && session.phone ? ` (+${session.phone})` : null}
      </p>
      {session.message && state !== 'WORKING' ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {session.message}
        </p>
      ) : null}
      {session.qr_code ? (
        <img
          src={session.qr_code}
          alt="WhatsApp QR code to scan"
          className="h-64 w-64 self-start rounded-lg border border-stone-200 [image-rendering:pixelated]"
        />
      ) : null}
      {state !== 'WORKING' && !isPairing(session) ? (
        <div>
          <Button onClick={onConnect} disabled={busy}>
            {state === 'FAILED' ? 'Pair again' : 'Connect WhatsApp'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * /app/connect-whatsapp (close-button layout): pair the workspace's phone by its QR code, and
 * connect the WhatsApp Business account (Cloud API) that sends the template steps.
 */
export function ConnectWhatsappPage() {
  usePageTitle('Connect WhatsApp');
  const session = useWhatsappSession();
  const connect = useConnectWhatsapp();
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">Connect WhatsApp</h1>
      <p className="mt-1 text-stone-600">
        Two ways to reach candidates on WhatsApp, both in daytime where each candidate lives and
        never after they asked to stop.
      </p>
      <h2 className="mt-6 text-lg font-semibold text-stone-900">Your phone (WhatsApp Web)</h2>
      <p className="mt-1 text-sm text-stone-600">
        Message steps are sent from the phone you pair here, within the daily limit.
      </p>
      <Card className="mt-3">
        {session.isPending ? (
          <p role="status" className="flex items-center gap-2 text-stone-600">
            <Spinner />
            Loading the WhatsApp session…
          </p>
        ) : session.isError || !session.data ? (
          <p role="alert" className="text-red-700">
            The WhatsApp session could not be loaded. Reload the page to try again.
          </p>
        ) : (
          <SessionView
            session={session.data}
            busy={connect.isPending}
            onConnect={() => connect.mutate()}
          />
        )}
        {connect.error instanceof Error ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {connect.error.message}
          </p>
        ) : null}
      </Card>
      <h2 className="mt-8 text-lg font-semibold text-stone-900">WhatsApp Business (Cloud API)</h2>
      <p className="mt-1 text-sm text-stone-600">
        Template steps send templates Meta approved; message steps go through it when no phone is
        paired, only within 24 hours of the candidate&apos;s last message.
      </p>
      <Card className="mt-3">
        <WhatsappBusinessSection />
      </Card>
    </main>
  );
}
