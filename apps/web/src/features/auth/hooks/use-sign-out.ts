import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { clearSessionCache } from '../api/session';
import { signOut } from '../api/sign-out';

/** SPEC 4.6: a 'Signing out...' loading toast, end the session, then /login. */
export const useSignOut = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (busy) return;
    setBusy(true);
    const toastId = toast.loading('Signing out...');
    try {
      await signOut();
    } catch {
      toast.dismiss(toastId);
      toast.error('We could not sign you out. Please try again.');
      setBusy(false);
      return;
    }
    toast.dismiss(toastId);
    clearSessionCache(queryClient);
    await navigate('/login', { replace: true });
  };

  return { signOut: () => void run(), busy };
};
