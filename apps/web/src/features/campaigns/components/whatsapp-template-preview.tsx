import type { ReactNode } from 'react';
import type {
  MessagingTemplatePreview,
  TemplateButton,
} from '@hirelane/domain/campaigns/message-template.schema';
import { previewButtons } from '@hirelane/domain/campaigns/template-buttons';
import type { VariableValues } from '@hirelane/domain/campaigns/template-variables';
import {
  CopyIcon,
  CreditCardIcon,
  ListIcon,
  PhoneIcon,
  ReplyIcon,
  type IconProps,
} from '../../../components/ui/icons';
import { TemplatePreview } from './template-preview';

type WhatsappTemplatePreviewProps = {
  template: MessagingTemplatePreview;
  /** Values for the placeholders; without them every placeholder shows as missing. */
  values?: VariableValues;
};

const ICONS: Record<TemplateButton['icon'], (props: IconProps) => ReactNode> = {
  quick_reply: ReplyIcon,
  pay: CreditCardIcon,
  copy: CopyIcon,
  call: PhoneIcon,
  see_all: ListIcon,
};

/** The small icon of a template button (SPEC 3: quick_reply, pay, copy, call, see_all). */
export function TemplateButtonIcon({ icon }: { icon: TemplateButton['icon'] }) {
  const Icon = ICONS[icon];
  return <Icon data-icon={icon} />;
}

/**
 * A WhatsApp template as the candidate sees it: header, body (placeholders highlighted), footer,
 * and at most 3 buttons, otherwise 2 plus 'See all options' (SPEC 9).
 */
export function WhatsappTemplatePreview({ template, values = {} }: WhatsappTemplatePreviewProps) {
  const buttons = previewButtons(template.actions);
  return (
    <figure aria-label="WhatsApp template preview" className="w-full max-w-sm">
      <div className="rounded-lg rounded-tl-none bg-white px-3 py-2 text-sm text-stone-900 shadow-sm">
        {template.header ? (
          <TemplatePreview text={template.header} values={values} className="mb-1 font-bold" />
        ) : null}
        <TemplatePreview text={template.body} values={values} />
        {template.footer ? (
          <TemplatePreview
            text={template.footer}
            values={values}
            className="mt-1 text-xs text-stone-500"
          />
        ) : null}
        <p aria-hidden="true" className="mt-1 text-right text-[0.7rem] text-stone-600">
          12:00
        </p>
      </div>
      {buttons.length > 0 ? (
        <ul aria-label="Buttons" className="mt-1 space-y-1">
          {buttons.map((button, index) => (
            <li
              key={`${index}-${button.label}`}
              className="flex items-center justify-center gap-2 rounded-lg bg-white px-3 py-2 text-sm font-medium text-sky-700 shadow-sm"
            >
              <TemplateButtonIcon icon={button.icon} />
              {button.label}
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}
