import type { Ref } from 'react';
import { Link } from 'react-router';
import { FormField, controlClasses } from '../../../../components/form-field';
import { LinkedinSenderUsage } from '../../../linkedin/components/linkedin-usage';

type Option = { value: string; label: string };

type SenderFieldsProps = {
  fromEmail: string;
  fromLinkedin: string;
  onChange: (next: { from_email?: string; from_linkedin?: string }) => void;
  /** The workspace's verified mailboxes (their addresses). */
  mailboxes: readonly string[];
  linkedin: { account_id: string; account_name: string } | null;
  errors: Record<string, string>;
  disabled: boolean;
  emailRef: Ref<HTMLSelectElement>;
  linkedinRef: Ref<HTMLSelectElement>;
};

const withCurrent = (options: Option[], current: string, missing: string): Option[] =>
  current && !options.some((option) => option.value === current)
    ? [...options, { value: current, label: `${current} (${missing})` }]
    : options;

/** Which mailbox sends the e-mail steps, and which LinkedIn account runs the LinkedIn steps. */
export function SenderFields({
  fromEmail,
  fromLinkedin,
  onChange,
  mailboxes,
  linkedin,
  errors,
  disabled,
  emailRef,
  linkedinRef,
}: SenderFieldsProps) {
  const emailOptions = withCurrent(
    [
      { value: '', label: 'No mailbox chosen' },
      ...mailboxes.map((label) => ({ value: label, label })),
    ],
    fromEmail,
    'not available',
  );
  const linkedinOptions = withCurrent(
    [
      { value: '', label: 'No account chosen' },
      ...(linkedin ? [{ value: linkedin.account_id, label: linkedin.account_name }] : []),
    ],
    fromLinkedin,
    'not connected',
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label="Send e-mails from"
        error={errors.from_email}
        hint={mailboxes.length === 0 ? 'No verified mailbox is connected yet.' : undefined}
      >
        {(control) => (
          <select
            {...control}
            ref={emailRef}
            value={fromEmail}
            disabled={disabled}
            onChange={(event) => onChange({ from_email: event.target.value })}
            className={controlClasses(errors.from_email)}
          >
            {emailOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label="Run LinkedIn steps from"
        error={errors.from_linkedin}
        hint={linkedin ? undefined : 'No LinkedIn account is connected yet.'}
      >
        {(control) => (
          <select
            {...control}
            ref={linkedinRef}
            value={fromLinkedin}
            disabled={disabled}
            onChange={(event) => onChange({ from_linkedin: event.target.value })}
            className={controlClasses(errors.from_linkedin)}
          >
            {linkedinOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {linkedin && fromLinkedin === linkedin.account_id ? (
        <LinkedinSenderUsage accountId={fromLinkedin} />
      ) : null}
      <p className="text-sm text-stone-600 sm:col-span-2">
        {/* Connecting LinkedIn is not built yet: only the mailbox, which works, is offered. */}
        Missing a mailbox?{' '}
        <Link to="/app/connect-mailbox" className="font-semibold text-orange-800 hover:underline">
          Connect a mailbox
        </Link>
        .
      </p>
    </div>
  );
}
