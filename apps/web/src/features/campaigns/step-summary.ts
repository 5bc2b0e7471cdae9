import type { CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';
import { storedToPlainText } from '@hirelane/domain/campaigns/stored-rich-text';

const SUMMARY_MAX = 90;

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

/** "Wait 2 days 3 hours", "Wait 1 day", "Wait 5 hours" (SPEC 9: plural when more than 1). */
export const delayLabel = (days: number, hours: number): string => {
  const parts = [days > 0 ? plural(days, 'day') : '', hours > 0 ? plural(hours, 'hour') : ''];
  const text = parts.filter(Boolean).join(' ');
  return text ? `Wait ${text}` : 'Wait';
};

const textOf = (config: Record<string, unknown>, key: string): string => {
  const value = config[key];
  return typeof value === 'string' ? value : '';
};

const numberOf = (config: Record<string, unknown>, key: string): number => {
  const value = config[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

/** Stored rich text and placeholders as one line of plain text, cut to fit a list row. */
export const oneLine = (value: string, max = SUMMARY_MAX): string => {
  const text = storedToPlainText(value).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
};

/**
 * The one line a steps list shows under a step's type: the e-mail subject, the invitation note,
 * the start of a message or call goal, the wait, or the WhatsApp template's name.
 */
export const stepSummary = (
  step: Pick<CampaignStep, 'type' | 'config'>,
  templateNames: ReadonlyMap<string, string> = new Map(),
): string => {
  const { config } = step;
  switch (step.type) {
    case 'auto_email':
      return oneLine(textOf(config, 'subject')) || 'No subject yet';
    case 'auto_linkedin_invite':
      return oneLine(textOf(config, 'note')) || 'Invitation without a note';
    case 'auto_linkedin_message_send':
    case 'auto_whatsapp_message_send':
      return oneLine(textOf(config, 'message')) || 'No message yet';
    case 'auto_linkedin_profile_view':
      return 'Visits the candidate’s LinkedIn profile';
    case 'auto_linkedin_profile_follow':
      return 'Follows the candidate on LinkedIn';
    case 'auto_whatsapp_template_send': {
      const id = textOf(config, 'template_id');
      return templateNames.get(id) ?? (id ? 'A saved WhatsApp template' : 'No template chosen');
    }
    case 'auto_ai_call':
      return oneLine(textOf(config, 'goal')) || 'No call goal yet';
    case 'delay':
      return delayLabel(numberOf(config, 'days'), numberOf(config, 'hours'));
  }
};
