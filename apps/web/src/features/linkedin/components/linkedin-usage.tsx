import type { LinkedinLimitUsage } from '@hirelane/domain/linkedin/linkedin-limits';
import { useLinkedinConnection } from '../api/linkedin-connection';

const KIND_NAMES: Record<LinkedinLimitUsage['type'], string> = {
  auto_linkedin_invite: 'Invitations',
  auto_linkedin_profile_view: 'Profile views',
  auto_linkedin_message_send: 'Messages',
  auto_linkedin_profile_follow: 'Follows',
};
const PERIOD_NAMES = { day: 'last 24 hours', week: 'last 7 days' } as const;

export const usageLabel = (row: LinkedinLimitUsage) =>
  `${KIND_NAMES[row.type]}, ${PERIOD_NAMES[row.period]}`;

/**
 * What the account used of each limit and what is left: the server's count, over the same
 * rolling day and week the extension's claims are counted on (decision 045).
 */
export function LinkedinUsage({ usage }: { usage: readonly LinkedinLimitUsage[] }) {
  return (
    <section aria-labelledby="li-usage" className="space-y-3">
      <h2 id="li-usage" className="text-lg font-semibold text-stone-900">
        Used of your limits
      </h2>
      <p className="text-sm text-stone-700">
        Counted over the last 24 hours (invitations also over 7 days). When a limit is used up, its
        steps wait until older actions fall out of the count.
      </p>
      <table className="w-full text-left text-sm">
        <thead className="text-stone-600">
          <tr>
            <th scope="col" className="py-1 font-medium">
              Action
            </th>
            <th scope="col" className="py-1 font-medium">
              Used
            </th>
            <th scope="col" className="py-1 font-medium">
              Left
            </th>
          </tr>
        </thead>
        <tbody>
          {usage.map((row) => (
            <tr key={`${row.type}-${row.period}`} className="border-t border-stone-100">
              <th scope="row" className="py-1.5 font-normal text-stone-900">
                {usageLabel(row)}
              </th>
              <td className="py-1.5 text-stone-700">
                {row.used} of {row.limit}
              </td>
              <td
                className={`py-1.5 font-semibold ${row.remaining === 0 ? 'text-red-700' : 'text-stone-900'}`}
              >
                {row.remaining}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * One line under a campaign's LinkedIn sender: what is left of each limit, shown when the sender
 * is the caller's own account (the only one the page offers).
 */
export function LinkedinSenderUsage({ accountId }: { accountId: string }) {
  const connection = useLinkedinConnection({ poll: false });
  const account = connection.data?.account;
  if (!account || account.id !== accountId) return null;
  return (
    <p className="text-sm text-stone-600 sm:col-span-2" aria-label="LinkedIn limits left">
      Left of this account&apos;s limits:{' '}
      {account.usage
        .map((row) => `${usageLabel(row)}: ${row.remaining} of ${row.limit}`)
        .join('; ')}
      .
    </p>
  );
}
