import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useAppQuery } from '../../../lib/use-app-query';
import type { FieldErrors } from '../../../lib/form-errors';
import {
  EMPTY_CONNECT_FORM,
  changeConnectForm,
  splitServerErrors,
  validateConnectForm,
  type ConnectMailboxForm,
  type ServerKind,
} from '../connect-form';
import { mailboxConfirmationPath } from '../mailbox-paths';
import { connectMailbox } from './mailbox-writes';
import { useRefreshMailboxes } from './refresh-mailboxes';

/** Why the last attempt failed at the SMTP or IMAP login, by server. */
export type ConnectionChecks = Partial<Record<ServerKind, string>>;

/**
 * The connect form: validated with the domain's request schema, sent to the server (which signs
 * in to SMTP and IMAP first), then on to the confirmation page. Field messages follow the typing
 * after the first attempt; the login checks stay until the next attempt or a provider change.
 */
export const useConnectMailbox = (workspaceId: string | null) => {
  const navigate = useNavigate();
  const query = useAppQuery();
  const refresh = useRefreshMailboxes(workspaceId);
  const [form, setForm] = useState<ConnectMailboxForm>(EMPTY_CONNECT_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checks, setChecks] = useState<ConnectionChecks>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = (next: Partial<ConnectMailboxForm>) => {
    const merged = changeConnectForm(form, next);
    setForm(merged);
    if (next.provider !== undefined && next.provider !== form.provider) {
      setChecks({});
      setFormError(null);
    }
    if (submitted) setErrors(validateConnectForm(merged).errors ?? {});
  };

  /** Sends the form; true when the mailbox was connected. */
  const submit = async (): Promise<boolean> => {
    setSubmitted(true);
    setChecks({});
    setFormError(null);
    const { request, errors: found } = validateConnectForm(form);
    setErrors(found ?? {});
    if (!request) return false;
    setBusy(true);
    try {
      const answer = await connectMailbox(request);
      await refresh();
      void navigate(mailboxConfirmationPath(answer.data.email, query));
      return true;
    } catch (caught) {
      if (isApiError(caught) && caught.errors.length > 0) {
        const split = splitServerErrors(form.provider, caught.errors);
        setErrors(split.fields);
        setChecks(split.checks);
        if (split.unplaced.length > 0) setFormError([caught.message, ...split.unplaced].join(' '));
      } else {
        setFormError(isApiError(caught) ? caught.message : 'The mailbox could not be connected.');
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { form, change, errors, checks, formError, busy, submit };
};
