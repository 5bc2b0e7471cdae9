import type {
  ContactChannelView,
  ContactChannelsResponse,
} from '@hirelane/domain/outreach/contact-channels.schema';
import type { ContactChannel } from '@hirelane/domain/outreach/contact-rulebook';
import { formatDateTime } from '@hirelane/domain/format/format-date';
import { Section } from '../../../components/section-card';
import { useContactChannels } from '../api/contact-channels';

const CHANNEL_LABELS: Record<ContactChannel, string> = {
  email: 'E-mail',
  linkedin: 'LinkedIn',
  call: 'AI call',
  whatsapp: 'WhatsApp',
};

function ChannelRow({ channel }: { channel: ContactChannelView }) {
  const label = CHANNEL_LABELS[channel.channel];
  return (
    <li className="flex items-start gap-2 py-1.5">
      <span
        aria-hidden="true"
        className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${channel.allowed ? 'bg-emerald-600' : 'bg-stone-400'}`}
      />
      <div className="min-w-0 text-sm">
        <p className="font-medium text-stone-900">
          {label}: {channel.allowed ? 'can be contacted' : 'not now'}
        </p>
        {channel.message ? <p className="text-stone-600">{channel.message}</p> : null}
        {channel.retry_at ? (
          <p className="text-stone-600">Allowed again at {formatDateTime(channel.retry_at)}.</p>
        ) : null}
      </div>
    </li>
  );
}

export function ContactChannelsList({ data }: { data: ContactChannelsResponse['data'] }) {
  return (
    <>
      <ul className="divide-y divide-stone-100">
        {data.channels.map((channel) => (
          <ChannelRow key={channel.channel} channel={channel} />
        ))}
      </ul>
      {data.time_zone ? (
        <p className="mt-2 text-xs text-stone-600">Their time zone: {data.time_zone}</p>
      ) : null}
    </>
  );
}

/**
 * Whether a campaign step may reach the person now, per channel, and why not: the contact
 * rulebook's answer, the same one every sender asks (issue 21).
 */
export function ContactChannelsPanel({
  candidateId,
  projectId,
}: {
  candidateId: string;
  projectId: string;
}) {
  const channels = useContactChannels(candidateId, projectId);
  if (!channels.data) return null;
  return (
    <Section title="Contact channels">
      <ContactChannelsList data={channels.data} />
    </Section>
  );
}
