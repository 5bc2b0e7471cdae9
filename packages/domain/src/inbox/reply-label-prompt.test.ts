import { describe, expect, it } from 'vitest';
import { parseLabelAnswer, replyLabelPrompt } from './reply-label-prompt';

describe('replyLabelPrompt', () => {
  it('names every label and gives the model only the person’s own words', () => {
    const prompt = replyLabelPrompt({
      subject: 'Re: A role',
      text: 'Hmm, maybe later in the year.\n> Would you be interested?',
    });
    expect(prompt.system).toContain('unsubscribe_request');
    expect(prompt.user).toBe('Subject: Re: A role\n\nHmm, maybe later in the year.');
  });
});

describe('parseLabelAnswer', () => {
  it('reads a known label and refuses anything else', () => {
    expect(parseLabelAnswer('{"label":"not_interested"}')).toBe('not_interested');
    expect(parseLabelAnswer('{"label":null}')).toBeNull();
    expect(parseLabelAnswer('{"label":"maybe"}')).toBeNull();
    expect(parseLabelAnswer('not json')).toBeNull();
  });
});
