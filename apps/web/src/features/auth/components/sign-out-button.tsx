import { Button } from '../../../components/ui/button';
import { useSignOut } from '../hooks/use-sign-out';

export function SignOutButton() {
  const { signOut, busy } = useSignOut();
  return (
    <Button variant="secondary" disabled={busy} onClick={signOut}>
      Sign out
    </Button>
  );
}
