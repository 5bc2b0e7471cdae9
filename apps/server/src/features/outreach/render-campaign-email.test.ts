import { describe, expect, it } from 'vitest';
import {
  missingValuesReason,
  renderCampaignEmail,
  type RenderInput,
} from './render-campaign-email';
import { deliveryLinks, readLinkToken } from './tracking-links';

const DELIVERY = '7b1c0a8e-3c52-4d8f-9d2e-0f8a1b2c3d4e';
const links = deliveryLinks('https://app.example', 'secret-of-at-least-32-characters!!', DELIVERY);

const input = (overrides: Partial<RenderInput> = {}): RenderInput => ({
  subject: 'A role for you, {{first_name}}',
  body: 'Hi {{first_name}},\nWe build <strong>search</strong> at {{company_name}}.\n<a href="https://acme.example/jobs?a=1&amp;b=2">Job page</a>',
  values: { first_name: 'Ada', company_name: 'Acme & Co' },
  firstSubject: null,
  signature: 'Alex Morgan\nTalent, Acme',
  trackOpens: false,
  trackClicks: false,
  links,
  ...overrides,
});

describe('renderCampaignEmail', () => {
  it('fills values, keeps allowed markup, breaks lines and adds signature and unsubscribe', () => {
    const result = renderCampaignEmail(input());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.email.subject).toBe('A role for you, Ada');
    expect(result.email.html).toContain('Hi Ada,<br>');
    expect(result.email.html).toContain('<strong>search</strong> at Acme &amp; Co');
    expect(result.email.html).toContain('Alex Morgan<br>\nTalent, Acme');
    expect(result.email.html).toContain(`href="${links.unsubscribeUrl}"`);
    expect(result.email.html).not.toContain('/t/o/');
    expect(result.email.text).toContain('We build search at Acme & Co.');
    expect(result.email.text).toContain('Job page (https://acme.example/jobs?a=1&b=2)');
    expect(result.email.text).toContain(`Unsubscribe: ${links.unsubscribeUrl}`);
  });

  it('escapes candidate values so they cannot inject markup', () => {
    const result = renderCampaignEmail(
      input({ values: { first_name: '<script>x</script>', company_name: 'A' } }),
    );
    expect(result.ok && result.email.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(result.ok && result.email.html).not.toContain('<script>');
  });

  it('holds an e-mail whose placeholders lack values, naming them', () => {
    const result = renderCampaignEmail(input({ values: { first_name: 'Ada' } }));
    expect(result).toEqual({ ok: false, missing: ['company_name'] });
    expect(missingValuesReason(['company_name', 'Personalized Opener'])).toBe(
      'Not sent: no value for {{company_name}}, Personalized Opener.',
    );
  });

  it('needs the Personalized Opener when the body uses it', () => {
    const body = '{{ice_breaker}}\nHello';
    expect(renderCampaignEmail(input({ body }))).toEqual({
      ok: false,
      missing: ['Personalized Opener'],
    });
    const filled = renderCampaignEmail(
      input({ body, values: { first_name: 'Ada', ice_breaker: 'Loved your talk on search.' } }),
    );
    expect(filled.ok && filled.email.html).toContain('Loved your talk on search.<br>');
  });

  it('threads a follow-up under the first subject', () => {
    const result = renderCampaignEmail(
      input({ subject: '{{previous_subject}}', firstSubject: 'A role for you, Ada' }),
    );
    expect(result.ok && result.email.subject).toBe('Re: A role for you, Ada');
  });

  it('adds the pixel and signed click links only when tracking is on', () => {
    const result = renderCampaignEmail(input({ trackOpens: true, trackClicks: true }));
    if (!result.ok) throw new Error('not rendered');
    expect(result.email.html).toContain(links.openPixelUrl);
    const match = result.email.html.match(/href="(https:\/\/app\.example\/t\/c\/[^"]+)"/);
    expect(match).not.toBeNull();
    const url = new URL((match?.[1] ?? '').replaceAll('&amp;', '&'));
    const target = url.searchParams.get('u') ?? '';
    expect(target).toBe('https://acme.example/jobs?a=1&b=2');
    const token = url.pathname.split('/').pop() ?? '';
    const secret = 'secret-of-at-least-32-characters!!';
    expect(readLinkToken(secret, 'click', token, target)).toBe(DELIVERY);
    expect(readLinkToken(secret, 'click', token, 'https://evil.example')).toBeNull();
    // The unsubscribe link is never rewritten.
    expect(result.email.html).toContain(`href="${links.unsubscribeUrl}"`);
  });

  it('keeps lists without stray line breaks', () => {
    const result = renderCampaignEmail(
      input({ body: 'Perks:\n<ul>\n<li>Remote</li>\n<li>Equity</li>\n</ul>\nThanks' }),
    );
    if (!result.ok) throw new Error('not rendered');
    expect(result.email.html).not.toMatch(/<ul>\s*<br>|<\/li><br>/);
    expect(result.email.text).toContain('- Remote\n- Equity');
  });
});
