import { RICH_TEXT_ALLOWED_URI } from './rich-text-policy';

/**
 * The stored rich-text format (shared brief): SPEC 5 allows only strong, b, em, i, u, ol, ul, li,
 * a and img, so line breaks are "\n" characters. The editor works in HTML paragraphs; these two
 * conversions move between the two. Pure string code (no DOM), so server and web share it.
 *
 * Lines: two paragraphs in a row are separated by "\n"; a list starts and ends its own block, so
 * no "\n" is written next to it. <br> and any other block boundary also become "\n".
 */

type Mark = { tag: string; attrs: string };
type Run = { marks: Mark[]; html: string };
type Block = { kind: 'p'; runs: Run[] } | { kind: 'list'; tag: string; items: Block[][] };
type Container = { blocks: Block[]; current: Run[] | null };
type Frame = {
  tag: string;
  role: 'mark' | 'list' | 'item' | 'block' | 'other';
  mark?: Mark;
  list?: { block: Extract<Block, { kind: 'list' }>; implicit: Container | null };
  container?: Container;
};

const MARK_TAGS = new Set(['strong', 'b', 'em', 'i', 'u', 'a']);
const BLOCK_TAGS = new Set(
  'p div h1 h2 h3 h4 h5 h6 blockquote pre section article header footer main nav aside table thead tbody tr td th dl dt dd figure figcaption address center hr'.split(
    ' ',
  ),
);
/** Dropped with everything inside them. */
const DROP_TAGS = new Set(
  'script style iframe object embed noscript template textarea title svg math select head'.split(
    ' ',
  ),
);
const VOID_TAGS = new Set('br img hr input meta link wbr source area base col track'.split(' '));

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  euro: '€',
  copy: '©',
};

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (raw, entity: string) => {
    if (entity.startsWith('#')) {
      const hex = entity[1] === 'x' || entity[1] === 'X';
      const code = Number.parseInt(entity.slice(hex ? 2 : 1), hex ? 16 : 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? raw;
  });

/** Escapes text for HTML: &, < and >. */
export const escapeHtmlText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const escapeAttribute = (value: string): string => escapeHtmlText(value).replace(/"/g, '&quot;');

const ATTRIBUTE_PATTERN = /([^\s/>"'=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const TAG_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title'],
};

/** The allowed attributes of an a or img, serialised; null when its address is missing or unsafe. */
const allowedAttributes = (tag: string, source: string): string | null => {
  const allowed = TAG_ATTRIBUTES[tag] ?? [];
  const kept = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE_PATTERN)) {
    const name = (match[1] ?? '').toLowerCase();
    const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '').trim();
    if (!allowed.includes(name) || kept.has(name)) continue;
    if ((name === 'href' || name === 'src') && !RICH_TEXT_ALLOWED_URI.test(value)) continue;
    kept.set(name, value);
  }
  if (!kept.has(tag === 'a' ? 'href' : 'src')) return null;
  return [...kept].map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
};

const TOKEN_PATTERN =
  /<!--[\s\S]*?(?:-->|$)|<[!?][^>]*>|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s/>"'=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;

/** Reads HTML (or the stored format, where "\n" in text breaks lines) into blocks. */
const parseBlocks = (html: string, newlineBreaks: boolean): Block[] => {
  const root: Container = { blocks: [], current: null };
  const stack: Frame[] = [];

  const container = (): Container => {
    for (let index = stack.length - 1; index >= 0; index -= 1) {
      const frame = stack[index];
      if (frame?.container) return frame.container;
      if (frame?.list) return (frame.list.implicit ??= newItem(frame.list.block));
    }
    return root;
  };
  const newItem = (list: Extract<Block, { kind: 'list' }>): Container => {
    const item: Container = { blocks: [], current: null };
    list.items.push(item.blocks);
    return item;
  };
  const closeParagraph = (target: Container) => {
    if (target.current === null) return;
    target.blocks.push({ kind: 'p', runs: target.current });
    target.current = null;
  };
  const lineBreak = () => {
    const target = container();
    target.blocks.push({ kind: 'p', runs: target.current ?? [] });
    target.current = [];
  };
  const addRun = (runHtml: string) => {
    const marks = stack.flatMap((frame) => (frame.mark ? [frame.mark] : []));
    (container().current ??= []).push({ marks, html: runHtml });
  };
  const addText = (raw: string) => {
    const text = decodeEntities(raw);
    if (stack.at(-1)?.role === 'list' && text.trim() === '') return;
    if (!newlineBreaks) {
      const collapsed = text.replace(/\s*\n\s*/g, ' ');
      if (collapsed.trim() === '' && container().current === null) return;
      addRun(escapeHtmlText(collapsed));
      return;
    }
    text.split('\n').forEach((line, index) => {
      if (index > 0) lineBreak();
      if (line !== '') addRun(escapeHtmlText(line));
    });
  };
  const closeFrame = (frame: Frame) => {
    if (frame.container) closeParagraph(frame.container);
    else if (frame.list?.implicit) closeParagraph(frame.list.implicit);
    else if (frame.role === 'block') closeParagraph(container());
  };
  const openTag = (tag: string, attributes: string) => {
    if (tag === 'br') return lineBreak();
    if (tag === 'img') {
      const attrs = allowedAttributes('img', attributes);
      if (attrs !== null) addRun(`<img${attrs}>`);
      return;
    }
    if (MARK_TAGS.has(tag)) {
      const attrs = tag === 'a' ? allowedAttributes('a', attributes) : '';
      stack.push(
        attrs === null ? { tag, role: 'other' } : { tag, role: 'mark', mark: { tag, attrs } },
      );
    } else if (tag === 'ul' || tag === 'ol') {
      const target = container();
      closeParagraph(target);
      const block: Extract<Block, { kind: 'list' }> = { kind: 'list', tag, items: [] };
      target.blocks.push(block);
      stack.push({ tag, role: 'list', list: { block, implicit: null } });
    } else if (tag === 'li' && stack.some((frame) => frame.list)) {
      if (stack.at(-1)?.role === 'item') closeFrame(stack.pop() as Frame);
      const list = [...stack].reverse().find((frame) => frame.list)?.list;
      if (!list) return;
      if (list.implicit) closeParagraph(list.implicit);
      list.implicit = null;
      stack.push({ tag, role: 'item', container: newItem(list.block) });
    } else if (BLOCK_TAGS.has(tag) || tag === 'li') {
      const target = container();
      closeParagraph(target);
      if (tag === 'p') target.current = [];
      if (!VOID_TAGS.has(tag)) stack.push({ tag, role: 'block' });
    } else if (!VOID_TAGS.has(tag)) stack.push({ tag, role: 'other' });
  };
  const closeTag = (tag: string) => {
    const index = stack.map((frame) => frame.tag).lastIndexOf(tag);
    if (index < 0) return;
    while (stack.length > index) closeFrame(stack.pop() as Frame);
  };

  TOKEN_PATTERN.lastIndex = 0;
  let last = 0;
  for (let match = TOKEN_PATTERN.exec(html); match; match = TOKEN_PATTERN.exec(html)) {
    if (match.index > last) addText(html.slice(last, match.index));
    last = TOKEN_PATTERN.lastIndex;
    const [raw, closing, name] = match;
    if (!name) continue;
    const tag = name.toLowerCase();
    if (closing) closeTag(tag);
    else if (DROP_TAGS.has(tag) && !raw.endsWith('/>')) {
      const end = html.toLowerCase().indexOf(`</${tag}`, last);
      const after = end < 0 ? -1 : html.indexOf('>', end);
      last = after < 0 ? html.length : after + 1;
      TOKEN_PATTERN.lastIndex = last;
    } else openTag(tag, match[3] ?? '');
  }
  if (last < html.length) addText(html.slice(last));
  while (stack.length > 0) closeFrame(stack.pop() as Frame);
  closeParagraph(root);
  return root.blocks;
};

/** Serialises runs, keeping a mark open across neighbouring runs that share it. */
const runsToHtml = (runs: readonly Run[]): string => {
  let out = '';
  let open: Mark[] = [];
  const closeFrom = (from: number) => {
    for (let index = open.length - 1; index >= from; index -= 1) out += `</${open[index]?.tag}>`;
  };
  for (const run of runs) {
    let shared = 0;
    while (shared < open.length && open[shared] === run.marks[shared]) shared += 1;
    closeFrom(shared);
    for (const mark of run.marks.slice(shared)) out += `<${mark.tag}${mark.attrs}>`;
    open = run.marks;
    out += run.html;
  }
  closeFrom(0);
  return out;
};

const blocksToStored = (blocks: readonly Block[]): string => {
  let out = '';
  let previousParagraph = false;
  for (const block of blocks) {
    if (block.kind === 'p') out += (previousParagraph ? '\n' : '') + runsToHtml(block.runs);
    else
      out += `<${block.tag}>${block.items.map((item) => `<li>${blocksToStored(item)}</li>`).join('')}</${block.tag}>`;
    previousParagraph = block.kind === 'p';
  }
  return out;
};

const blocksToEditor = (blocks: readonly Block[]): string =>
  blocks
    .map((block) =>
      block.kind === 'p'
        ? `<p>${runsToHtml(block.runs)}</p>`
        : `<${block.tag}>${block.items
            .map((item) => `<li>${item.length > 0 ? blocksToEditor(item) : '<p></p>'}</li>`)
            .join('')}</${block.tag}>`,
    )
    .join('');

/** The editor's HTML (paragraphs, <br>) → the stored format ("\n" line breaks, SPEC 5 tags only). */
export const editorHtmlToStored = (html: string): string =>
  blocksToStored(parseBlocks(html, false));

/** The stored format → HTML paragraphs for the editor ("\n"-separated lines become <p>). */
export const storedToEditorHtml = (stored: string): string =>
  blocksToEditor(parseBlocks(stored, true));

/** The text a reader sees, with "\n" line breaks and placeholders as written (for counters). */
export const storedToPlainText = (stored: string): string =>
  decodeEntities(stored.replace(/<[^>]*>/g, ''));
