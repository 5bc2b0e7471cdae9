import { describe, expect, it } from 'vitest';
import {
  editorHtmlToStored,
  escapeHtmlText,
  storedToEditorHtml,
  storedToPlainText,
} from './stored-rich-text';

describe('editorHtmlToStored', () => {
  it('turns paragraph boundaries and <br> into "\\n", keeping empty lines', () => {
    expect(editorHtmlToStored('<p>Hi {{first_name}},</p><p></p><p>Thanks<br>Alex</p>')).toBe(
      'Hi {{first_name}},\n\nThanks\nAlex',
    );
  });

  it('keeps the allowed inline tags and lists, without "\\n" next to a list', () => {
    expect(
      editorHtmlToStored(
        '<p>Why <strong>us</strong>:</p><ul><li><p><em>remote</em></p></li><li><p><u>equity</u></p></li></ul><p>Bye</p>',
      ),
    ).toBe('Why <strong>us</strong>:<ul><li><em>remote</em></li><li><u>equity</u></li></ul>Bye');
  });

  it('serialises a chip as its {{name}} text (the span is not an allowed tag)', () => {
    expect(editorHtmlToStored('<p><span data-variable="job_title">{{job_title}}</span>!</p>')).toBe(
      '{{job_title}}!',
    );
  });

  it('keeps text escaped', () => {
    expect(editorHtmlToStored('<p>R&amp;D &lt;team&gt; "quoted"</p>')).toBe(
      'R&amp;D &lt;team&gt; "quoted"',
    );
  });

  it('drops disallowed tags and attributes, and scripts with their content', () => {
    expect(
      editorHtmlToStored(
        '<h1 class="x">Title</h1><p style="color:red" onclick="x()">Hi<script>alert(1)</script><code>code</code><s>old</s></p>',
      ),
    ).toBe('Title\nHicodeold');
  });

  it('keeps safe links and images and drops unsafe addresses', () => {
    expect(
      editorHtmlToStored(
        '<p><a href="https://acme.test/?a=1&amp;b=2" target="_blank" class="c">Jobs</a> <a href="javascript:alert(1)">bad</a><img src="https://acme.test/logo.png" alt="Logo" onerror="x()"><img src="data:image/png;base64,AAA"></p>',
      ),
    ).toBe(
      '<a href="https://acme.test/?a=1&amp;b=2" target="_blank">Jobs</a> bad<img src="https://acme.test/logo.png" alt="Logo">',
    );
  });

  it('returns an empty string for an empty editor', () => {
    expect(editorHtmlToStored('<p></p>')).toBe('');
  });
});

describe('storedToEditorHtml', () => {
  it('turns "\\n"-separated lines into paragraphs', () => {
    expect(storedToEditorHtml('Hi {{first_name}},\n\nThanks')).toBe(
      '<p>Hi {{first_name}},</p><p></p><p>Thanks</p>',
    );
  });

  it('puts list items into paragraphs and closes marks at each line break', () => {
    expect(storedToEditorHtml('<strong>a\nb</strong><ul><li>x</li></ul>')).toBe(
      '<p><strong>a</strong></p><p><strong>b</strong></p><ul><li><p>x</p></li></ul>',
    );
  });

  it('escapes bare < and & and drops event handlers', () => {
    expect(
      storedToEditorHtml('1 < 2 & 3 <img src="x" onerror="alert(1)"><b onmouseover="x()">b</b>'),
    ).toBe('<p>1 &lt; 2 &amp; 3 <b>b</b></p>');
  });

  it('ignores whitespace between list items', () => {
    expect(storedToEditorHtml('<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>')).toBe(
      '<ul><li><p>a</p></li><li><p>b</p></li></ul>',
    );
  });
});

describe('round trips', () => {
  it.each([
    'Hi {{first_name}},\n\nI saw <strong>your <em>work</em></strong> &amp; liked it.\n',
    'Intro<ul><li>one</li><li>two<ol><li>nested</li></ol></li></ul>\nBye {{sender_first_name}}',
    '<a href="https://acme.test/jobs">Open roles</a> <img src="https://acme.test/x.png" alt="x">',
    '<ul><li>first</li></ul>',
  ])('stored → editor → stored keeps %j', (stored) => {
    expect(editorHtmlToStored(storedToEditorHtml(stored))).toBe(stored);
  });

  it('editor → stored → editor keeps TipTap HTML', () => {
    const html = '<p>a</p><p></p><ul><li><p>b</p></li></ul><p><u>c</u></p>';
    expect(storedToEditorHtml(editorHtmlToStored(html))).toBe(html);
  });
});

describe('storedToPlainText and escapeHtmlText', () => {
  it('counts the text a reader sees, placeholders as written', () => {
    expect(storedToPlainText('Hi <strong>{{first_name}}</strong> &amp; co\nBye')).toBe(
      'Hi {{first_name}} & co\nBye',
    );
  });

  it('escapes &, < and >', () => {
    expect(escapeHtmlText('<a & b>')).toBe('&lt;a &amp; b&gt;');
  });
});

describe('XSS payloads', () => {
  const payloads = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<img src="https://a.test/x.png" onload="alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    '<a href=" JaVaScRiPt:alert(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<svg onload=alert(1)><circle/></svg>',
    '<iframe src="https://evil.test"></iframe>',
    '<b onmouseover=alert(1)>x</b>',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '"><script>alert(1)</script>',
    '<scr<script>ipt>alert(1)</script>',
    '<a href="https://ok.test" onclick="alert(1)">ok</a>',
    '<img src="https://a.test/x.png" alt=""onerror="alert(1)">',
    '<!--<script>alert(1)</script>-->',
    '<style>body{display:none}</style>',
  ];
  const dangerous = /<script|<iframe|<svg|<style|\son\w+=|javascript:|data:/i;

  it.each(payloads)('%j never survives either conversion', (payload) => {
    expect(editorHtmlToStored(payload)).not.toMatch(dangerous);
    expect(storedToEditorHtml(payload)).not.toMatch(dangerous);
  });
});
