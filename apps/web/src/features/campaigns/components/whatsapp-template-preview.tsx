import type {
  MessagingTemplatePreview,
  TemplateButton,
} from '@hirelane/domain/campaigns/message-template.schema';
import { previewButtons } from '@hirelane/domain/campaigns/template-buttons';
import type { VariableValues } from '@hirelane/domain/campaigns/template-variables';
import { TemplatePreview } from './template-preview';

type WhatsappTemplatePreviewProps = {
  template: MessagingTemplatePreview;
  /** Values for the placeholders; without them every placeholder shows as missing. */
  values?: VariableValues;
};

const ICON_PATHS: Record<TemplateButton['icon'], string> = {
  quick_reply: 'M9 14 4 9l5-5M4 9h10a6 6 0 0 1 6 6v5',
  pay: 'M3 6h18v12H3zM3 10h18M7 15h3',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  call: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  see_all: 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01',
};

/** The small icon of a template button (SPEC 3: quick_reply, pay, copy, call, see_all). */
export function TemplateButtonIcon({ icon }: { icon: TemplateButton['icon'] }) {
  return (
    <svg
      aria-hidden="true"
      data-icon={icon}
      viewBox="0 0 24 24"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICON_PATHS[icon]} />
    </svg>
  );
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
