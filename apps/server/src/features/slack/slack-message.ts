/** Slack's mrkdwn needs only these three escaped (https://api.slack.com/reference/surfaces/formatting). */
export const escapeSlackText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export type SlackMessage = { text: string; blocks: unknown[] };

const SECTION_LIMIT = 3000;

/**
 * A notification in Slack's block format: a section with the text (a bold headline, then the
 * detail) and an actions block with one button back to the page; `text` is the fallback shown in
 * notifications and by clients that do not render blocks.
 */
export const buildSlackMessage = (input: {
  headline: string;
  detail?: string | null;
  button: { label: string; url: string };
}): SlackMessage => {
  const headline = escapeSlackText(input.headline);
  const detail = input.detail ? escapeSlackText(input.detail) : '';
  const section = (detail ? `*${headline}*\n${detail}` : `*${headline}*`).slice(0, SECTION_LIMIT);
  return {
    text: input.detail ? `${input.headline}: ${input.detail}` : input.headline,
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: section } },
      {
        type: 'actions',
        elements: [
          {
            type: 'button',
            text: { type: 'plain_text', text: input.button.label.slice(0, 75), emoji: false },
            url: input.button.url,
            action_id: 'open_in_hirelane',
          },
        ],
      },
    ],
  };
};
