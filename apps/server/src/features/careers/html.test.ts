import { describe, expect, it } from 'vitest';
import { escapeHtml, html, jsonLd } from './html';

// Called under another name so Prettier leaves these templates' whitespace as written.
const tag = html;

describe('html template', () => {
  it('escapes every interpolated string', () => {
    const title = '<script>alert("x")</script> & \'more\'';
    expect(tag`<h1>${title}</h1>`.value).toBe(
      '<h1>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;more&#39;</h1>',
    );
  });

  it('keeps nested templates and lists as markup, drops null and false', () => {
    const items = ['a<b', 'c'].map((item) => tag`<li>${item}</li>`);
    expect(tag`<ul>${items}${null}${false}</ul>`.value).toBe('<ul><li>a&lt;b</li><li>c</li></ul>');
  });

  it('keeps the leading space of a nested attribute', () => {
    expect(tag`<option${tag` selected`}>`.value).toBe('<option selected>');
  });

  it('escapes attribute quotes and backticks', () => {
    expect(escapeHtml('" onmouseover=`x`')).toBe('&quot; onmouseover=&#96;x&#96;');
  });
});

describe('jsonLd', () => {
  it('cannot close its script element and parses back to the same data', () => {
    const data = { title: '</script><script>alert(1)</script>', note: 'a & b\u2028' };
    const text = jsonLd(data).value;
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});
