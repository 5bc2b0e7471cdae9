import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BILLING_PERMISSION } from '@hirelane/domain/app-shell/banners';
import { creditCost, type CreditAction } from '@hirelane/domain/billing/credit-prices';
import { quotePaidAction, creditsText } from '@hirelane/domain/billing/paid-action-quote';
import { Button } from '../../../components/ui/button';
import { Gated, type ActionVerdict } from '../../../components/ui/gated';
import { useAppSession } from '../../../lib/use-app-session';
import { creditKeys, useCreditBalanceQuery } from '../api/credit-balance';

type PaidActionButtonProps = {
  /** What the button does: "Reveal contact". */
  label: string;
  action: CreditAction;
  /** Units of the action; 1 when omitted. */
  quantity?: number;
  /** The quantity is a ceiling: the cost reads "up to N credits". */
  upTo?: boolean;
  /** Runs the action; the balance is read again once it settles, paid or refused. */
  onRun: () => Promise<unknown>;
  loading?: boolean;
  /** A reason the action cannot run at all (not configured, not allowed), shown like a refusal. */
  blockedReason?: string | null;
  variant?: 'primary' | 'secondary';
};

/**
 * A paid action's button (issue 16: cost before spending): the label with what it costs and the
 * balance after ("Reveal contact · 1 credit · 1,949 left"). When the balance cannot cover it, the
 * button is disabled with the server's own refusal, and members who manage billing get a link to
 * get more credits. While the balance is unknown the button stays usable: the server decides.
 */
export function PaidActionButton({
  label,
  action,
  quantity = 1,
  upTo = false,
  onRun,
  loading = false,
  blockedReason = null,
  variant = 'secondary',
}: PaidActionButtonProps) {
  const session = useAppSession();
  const workspaceId = session.profile_info.current_workspace?._id ?? null;
  const balance = useCreditBalanceQuery(workspaceId);
  const queryClient = useQueryClient();
  const quote =
    balance.data === undefined
      ? null
      : quotePaidAction({ action, quantity, balance: balance.data.balance, upTo });
  const note = quote?.note ?? `${upTo ? 'up to ' : ''}${creditsText(creditCost(action, quantity))}`;
  const reason = blockedReason ?? quote?.refusal ?? null;
  const verdict: ActionVerdict = reason ? { allowed: false, reason } : { allowed: true };
  const canBuy =
    quote?.refusal != null &&
    blockedReason === null &&
    session.profile_info.permissions.includes(BILLING_PERMISSION);

  const run = async () => {
    try {
      await onRun();
    } finally {
      if (workspaceId)
        await queryClient.invalidateQueries({ queryKey: creditKeys.balance(workspaceId) });
    }
  };

  return (
    <div className="space-y-1.5">
      <Gated verdict={verdict}>
        {(gate) => (
          <Button
            variant={variant}
            className="max-w-full flex-wrap"
            loading={loading}
            onClick={() => void run()}
            disabled={gate.disabled}
            aria-describedby={gate['aria-describedby']}
          >
            <span className="whitespace-nowrap">{label}</span>{' '}
            <span className="font-normal" data-testid="paid-action-cost">
              {`· ${note}`}
            </span>
          </Button>
        )}
      </Gated>
      {reason ? (
        <p className="text-sm text-stone-700">
          {reason}{' '}
          {canBuy ? (
            <Link to="/app/billing" className="font-medium text-orange-800 underline">
              Get more credits
            </Link>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
