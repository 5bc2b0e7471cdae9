import { useState, type FormEvent } from 'react';
import { signInRequestSchema } from '@hirelane/domain/auth/sign-in.schema';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { requestMagicLink } from '../api/magic-link';

type LoginFormProps = {
  defaultEmail: string;
  callbackURL: string;
  onLinkSent: (email: string) => void;
};

const FALLBACK_ERROR = 'We could not send the sign-in link. Please try again.';

/** The e-mail field of /login; asks the server to mail a magic link. */
export function LoginForm({ defaultEmail, callbackURL, onLinkSent }: LoginFormProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = signInRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      await requestMagicLink(parsed.data.email, callbackURL);
      onLinkSent(parsed.data.email);
    } catch (caught) {
      if (isApiError(caught)) {
        setError(caught.fieldMessage('email') ?? caught.message);
      } else {
        setError(FALLBACK_ERROR);
      }
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <TextField
        label="Work e-mail"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoFocus
        placeholder="you@company.com"
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" loading={sending} className="w-full">
        {sending ? 'Sending link…' : 'Email me a sign-in link'}
      </Button>
    </form>
  );
}
