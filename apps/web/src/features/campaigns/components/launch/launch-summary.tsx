import type { CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';
import { STEP_CHANNEL, type StepChannel } from '@hirelane/domain/campaigns/step-labels';
import { callCostNotice } from '@hirelane/domain/calls/call-rules';

const CHANNELS: readonly { channel: StepChannel; one: string; many: string }[] = [
  { channel: 'email', one: 'e-mail', many: 'e-mails' },
  { channel: 'linkedin', one: 'LinkedIn step', many: 'LinkedIn steps' },
  { channel: 'whatsapp', one: 'WhatsApp message', many: 'WhatsApp messages' },
  { channel: 'call', one: 'AI call', many: 'AI calls' },
  { channel: 'wait', one: 'delay', many: 'delays' },
];

/** How many steps of each channel the campaign holds, e.g. "2 e-mails", "1 LinkedIn step". */
export const channelCounts = (steps: readonly Pick<CampaignStep, 'type'>[]) =>
  CHANNELS.map(({ channel, one, many }) => {
    const count = steps.filter((step) => STEP_CHANNEL[step.type] === channel).length;
    return { channel, count, label: `${count} ${count === 1 ? one : many}` };
  }).filter((entry) => entry.count > 0);

/** The launch page's summary of the sequence. */
export function LaunchSummary({ steps }: { steps: readonly Pick<CampaignStep, 'type'>[] }) {
  const counts = channelCounts(steps);
  const calls = counts.find((entry) => entry.channel === 'call')?.count ?? 0;
  return (
    <section
      aria-labelledby="launch-summary"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="launch-summary" className="text-lg font-semibold text-stone-900">
        {steps.length === 1 ? '1 step' : `${steps.length} steps`}
      </h2>
      {counts.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {counts.map((entry) => (
            <li
              key={entry.channel}
              className="rounded-full bg-stone-100 px-3 py-1 text-sm font-medium text-stone-800"
            >
              {entry.label}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-stone-600">The sequence is empty.</p>
      )}
      {calls > 0 ? (
        <p className="mt-3 text-sm text-stone-700" data-testid="call-cost">
          {callCostNotice(calls)}
        </p>
      ) : null}
    </section>
  );
}
