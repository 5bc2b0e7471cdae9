import type { InboxMessage } from '@hirelane/domain/inbox/inbox.schema';
import {
  REPLY_LABELS,
  REPLY_LABEL_TEXT,
  type ReplyLabel,
} from '@hirelane/domain/inbox/reply-labels';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

const BY: Record<NonNullable<InboxMessage['label_by']>, string> = {
  rules: 'by the rules',
  ai: 'by AI',
  user: 'by a teammate',
};

/** An inbound message's label, and the menu that corrects it. */
export function MessageLabel({
  message,
  onChange,
}: {
  message: InboxMessage;
  onChange: (label: ReplyLabel) => void;
}) {
  const text = message.label ? REPLY_LABEL_TEXT[message.label] : 'No label';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="inline-flex min-h-8 items-center gap-1 rounded-full border border-stone-300 bg-white px-2.5 text-xs font-medium text-stone-800 hover:bg-stone-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
        aria-label={`Label: ${text}${message.label_by ? ` (${BY[message.label_by]})` : ''}. Change label`}
      >
        {text}
        <span aria-hidden="true">▾</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-56">
        <DropdownMenuRadioGroup
          value={message.label ?? ''}
          onValueChange={(value) => onChange(value as ReplyLabel)}
        >
          {REPLY_LABELS.map((label) => (
            <DropdownMenuRadioItem key={label} value={label}>
              {REPLY_LABEL_TEXT[label]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
