import { describe, expect, it } from 'vitest';
import { DEFAULT_AI_CALL_VOICE } from '@hirelane/domain/campaigns/step-config.schema';
import { sanitizeRichText, sanitizeStepDraft, stripTags } from './sanitize-rich-text';

/** Payloads from the usual XSS cheat sheets, including mutation-XSS classics. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://ok.example/a.png" onload="alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<style>body{background:url("javascript:alert(1)")}</style>hello',
  '<b style="background:url(javascript:alert(1))">bold</b>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)<</script>/script>',
  '<b onmouseover=alert(1)>hover</b>',
  '<a href="https://ok.example" onclick="alert(1)">link</a>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<template><script>alert(1)</script></template>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<img src=`javascript:alert(1)`>',
  '"><img src=x onerror=alert(1)>',
  '<li><a href="mailto:x@example.com" onfocus="alert(1)">mail</a></li>',
];

const assertHarmless = (clean: string) => {
  const lower = clean.toLowerCase();
  expect(lower).not.toMatch(/<script/);
  expect(lower).not.toMatch(/<(?:iframe|object|embed|svg|math|style|form|input|meta|base|body)/);
  expect(lower).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower).not.toContain('javascript:');
  expect(lower).not.toContain('vbscript:');
  expect(lower).not.toMatch(/(?:href|src)\s*=\s*["']?\s*data:/);
  expect(lower).not.toMatch(/style\s*=/);
};

describe('sanitizeRichText', () => {
  it.each(XSS_CORPUS)('neutralises %s', (payload) => {
    const clean = sanitizeRichText(payload);
    assertHarmless(clean);
    // Sanitising is idempotent: a stored body reads back the same.
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it('keeps every allowed tag and attribute, with safe addresses', () => {
    const body =
      '<strong>Hi</strong> <b>{{first_name}}</b>, <em>a</em> <i>b</i> <u>c</u>\n' +
      '<ul><li>one</li></ul><ol><li>two</li></ol>\n' +
      '<a href="https://hirelane.example/jobs?x=1&amp;y=2" target="_blank" rel="noopener" title="Jobs">jobs</a> ' +
      '<a href="mailto:jobs@hirelane.example">mail</a> <img src="https://cdn.example/logo.png" alt="Logo">';
    expect(sanitizeRichText(body)).toBe(body);
  });

  it('keeps the text of removed tags and drops script and style content', () => {
    expect(sanitizeRichText('<span class="x">Hello</span> <font>{{first_name}}</font>')).toBe(
      'Hello {{first_name}}',
    );
    expect(sanitizeRichText('Hi<script>steal()</script><style>p{}</style> there')).toBe('Hi there');
    expect(sanitizeRichText('<a href="javascript:alert(1)">Apply</a>')).toBe('<a>Apply</a>');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA" alt="x">')).toBe(
      '<img alt="x">',
    );
  });

  it('keeps "\\n" line breaks and turns <br> and paragraphs into them', () => {
    expect(sanitizeRichText('\nLine one\nLine two\n\n{{previous_subject}}')).toBe(
      '\nLine one\nLine two\n\n{{previous_subject}}',
    );
    expect(sanitizeRichText('<p>Hello</p><p>World<br>again</p>')).toBe('Hello\nWorld\nagain');
  });
});

describe('stripTags', () => {
  it.each([
    ...XSS_CORPUS,
    '&lt;script&gt;alert(1)&lt;/script&gt;',
    '&lt;img src=x onerror=alert(1)&gt;',
  ])('leaves no markup from %s', (payload) => {
    const text = stripTags(payload);
    expect(text).not.toMatch(/<[a-z]/i);
    expect(text).not.toContain('alert(1)</');
    expect(stripTags(text)).toBe(text);
  });

  it('keeps plain text, placeholders, line breaks and characters like < and &', () => {
    expect(stripTags('Hi {{first_name}} & team,\nsalary < 100k')).toBe(
      'Hi {{first_name}} & team,\nsalary < 100k',
    );
    expect(stripTags('<b>Hi</b> <script>x()</script>there')).toBe('Hi there');
  });
});

describe('sanitizeStepDraft', () => {
  it('sanitises the e-mail body as rich text and leaves the subject alone', () => {
    const draft = sanitizeStepDraft({
      type: 'auto_email',
      config: {
        subject: 'Hello {{first_name}}',
        body: '<b onclick="x()">Hi</b><script>x</script>',
      },
    });
    expect(draft).toEqual({
      type: 'auto_email',
      config: { subject: 'Hello {{first_name}}', body: '<b>Hi</b>' },
    });
  });

  it('strips every tag from the plain-text channels', () => {
    expect(
      sanitizeStepDraft({ type: 'auto_linkedin_invite', config: { note: '<b>Hi</b> {{x}}' } }),
    ).toEqual({ type: 'auto_linkedin_invite', config: { note: 'Hi {{x}}' } });
    expect(
      sanitizeStepDraft({
        type: 'auto_linkedin_message_send',
        config: { message: '<img src=x onerror=alert(1)>Hello' },
      }),
    ).toEqual({ type: 'auto_linkedin_message_send', config: { message: 'Hello' } });
    expect(
      sanitizeStepDraft({
        type: 'auto_whatsapp_message_send',
        config: { message: '<i>Hey</i>\nthere' },
      }),
    ).toEqual({ type: 'auto_whatsapp_message_send', config: { message: 'Hey\nthere' } });
    expect(
      sanitizeStepDraft({
        type: 'auto_ai_call',
        config: { goal: '<u>Book</u> a call', voice: DEFAULT_AI_CALL_VOICE },
      }),
    ).toEqual({
      type: 'auto_ai_call',
      config: { goal: 'Book a call', voice: DEFAULT_AI_CALL_VOICE },
    });
  });

  it('leaves steps without text as they are', () => {
    const delay = { type: 'delay' as const, config: { days: 2, hours: 0 } };
    expect(sanitizeStepDraft(delay)).toBe(delay);
  });
});
