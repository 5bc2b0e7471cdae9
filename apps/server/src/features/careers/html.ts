/** Markup that is already safe to send: only `html` and `jsonLd` make one. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"'`]/g, (char) => ESCAPES[char] ?? char);

type Interpolation = SafeHtml | string | number | boolean | null | undefined | Interpolation[];

const render = (value: Interpolation): string => {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
};

/** A template whose every interpolated value is escaped unless it is SafeHtml already. */
export const html = (strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml =>
  new SafeHtml(
    strings.reduce(
      (out, part, index) => out + (index > 0 ? render(values[index - 1] ?? null) : '') + part,
      '',
    ),
  );

/**
 * JSON for a <script type="application/ld+json"> block: "<", ">", "&" and the two line separators
 * JavaScript parsers trip on are written as \u escapes, so "</script>" in a value cannot close
 * the block, and the text still parses to the same JSON.
 */
export const jsonLd = (data: unknown): SafeHtml =>
  new SafeHtml(
    JSON.stringify(data).replace(
      /[<>&\u2028\u2029]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    ),
  );
