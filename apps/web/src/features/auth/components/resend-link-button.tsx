import { useState } from 'react';
import { toast } from 'sonner';
import { MAGIC_LINK_RESEND_AFTER_SECONDS } from '@hirelane/domain/auth/sign-in.schema';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { requestMagicLink } from '../api/magic-link';
import { useCountdown } from '../hooks/use-countdown';

type ResendLinkButtonProps = { email: string; callbackURL: string };

/** Resend, allowed once the countdown of MAGIC_LINK_RESEND_AFTER_SECONDS has run out. */
export function ResendLinkButton({ email, callbackURL }: ResendLinkButtonProps) {
  const { remaining, restart } = useCountdown(MAGIC_LINK_RESEND_AFTER_SECONDS);
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await requestMagicLink(email, callbackURL);
      toast.success('We sent you a new sign-in link.');
      restart();
    } catch (error) {
      if (isApiError(error) && error.status < 500) toast.error(error.message);
    } finally {
      setSending(false);
    }
  };

  const waiting = remaining > 0;
  return (
    <div>
      <Button
        variant="secondary"
        className="w-full"
        disabled={waiting}
        loading={sending}
        onClick={() => void resend()}
      >
        {waiting ? `Resend link in ${remaining}s` : 'Resend link'}
      </Button>
      <p aria-live="polite" className="sr-only">
        {waiting ? '' : 'You can request a new link now.'}
      </p>
    </div>
  );
}
