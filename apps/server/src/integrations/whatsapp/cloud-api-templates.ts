import type { TemplateButton } from '@hirelane/domain/campaigns/message-template.schema';
import type { CloudTemplate } from './cloud-api-client';

/** Meta's button types as the preview's icons (SPEC 3: quick_reply, pay, copy, call, see_all). */
const ICON_OF: Record<string, TemplateButton['icon']> = {
  QUICK_REPLY: 'quick_reply',
  PHONE_NUMBER: 'call',
  COPY_CODE: 'copy',
  URL: 'see_all',
  CATALOG: 'see_all',
  MPM: 'see_all',
  FLOW: 'see_all',
};

export type SyncedTemplateColumns = {
  providerName: string;
  language: string;
  approvalStatus: string;
  category: string;
  name: string;
  header: string | null;
  body: string;
  footer: string | null;
  actions: TemplateButton[];
};

/**
 * A Graph template as a stored WhatsApp template: its text header (a media header shows its
 * format in brackets), body, footer and buttons; Meta's name and language identify it.
 */
export const syncedTemplateColumns = (template: CloudTemplate): SyncedTemplateColumns => {
  const part = (type: string) => template.components.find((component) => component.type === type);
  const header = part('HEADER');
  const buttons = part('BUTTONS')?.buttons ?? [];
  return {
    providerName: template.name,
    language: template.language,
    approvalStatus: template.status,
    category: template.category,
    name: `${template.name} (${template.language})`,
    header: header
      ? header.format && header.format !== 'TEXT'
        ? `[${header.format.toLowerCase()}]`
        : (header.text ?? null)
      : null,
    body: part('BODY')?.text ?? '',
    footer: part('FOOTER')?.text ?? null,
    actions: buttons.slice(0, 10).map((button) => ({
      label: button.text.slice(0, 25),
      icon: ICON_OF[button.type] ?? 'see_all',
    })),
  };
};
