import { describe, expect, it } from 'vitest';
import { buildSlackMessage } from './slack-message';

describe('a Slack notification', () => {
  it('has a fallback text, a section and a button back to the page', () => {
    const message = buildSlackMessage({
      headline: 'Ada Lovelace replied',
      detail: 'Re: the <role> & you',
      button: {
        label: 'Open the candidate',
        url: 'https://app.example/app/projects/p/candidate/c',
      },
    });
    expect(message.text).toBe('Ada Lovelace replied: Re: the <role> & you');
    expect(message.blocks).toEqual([
      {
        type: 'section',
        text: { type: 'mrkdwn', text: '*Ada Lovelace replied*\nRe: the &lt;role&gt; &amp; you' },
      },
      {
        type: 'actions',
        elements: [
          {
            type: 'button',
            text: { type: 'plain_text', text: 'Open the candidate', emoji: false },
            url: 'https://app.example/app/projects/p/candidate/c',
            action_id: 'open_in_hirelane',
          },
        ],
      },
    ]);
  });

  it('keeps the section within Slack’s 3000 characters', () => {
    const message = buildSlackMessage({
      headline: 'Import finished',
      detail: 'x'.repeat(5000),
      button: { label: 'Open', url: 'https://app.example' },
    });
    const section = message.blocks[0] as { text: { text: string } };
    expect(section.text.text).toHaveLength(3000);
  });
});
