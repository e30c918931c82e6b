/**
 * The small part of Markdown the release notes use: ATX headings, bullet lists, paragraphs and links
 * (inline `[text](url)` and references `[text]` / `[text][label]` with `[label]: url` definitions).
 * Everything else stays text; nothing is ever treated as HTML. Links keep only web, mail and in-page
 * addresses; any other address (a script, data) leaves its text unlinked.
 */

export type Inline = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; content: Inline[] }
  | { kind: 'list'; items: Inline[][] }
  | { kind: 'paragraph'; content: Inline[] };

const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const LIST_ITEM = /^ {0,3}[-*+][ \t]+(.*)$/;
const DEFINITION = /^ {0,3}\[([^\]]+)\]:[ \t]*<?([^\s>]+)>?(?:[ \t]+(?:"[^"]*"|'[^']*'|\([^)]*\)))?[ \t]*$/;
const BLANK = /^[ \t]*$/;
/** `[text](url)`, `[text][label]`, `[text][]` or `[text]`. */
const LINK = /\[([^\]]+)\](?:\(([^()\s]+)(?:[ \t]+"[^"]*")?\)|\[([^\]]*)\])?/g;

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

function normaliseLabel(label: string): string {
  return label.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The address when it is safe to link to: web, mail, or a place on this site; otherwise undefined. */
export function safeHref(href: string): string | undefined {
  const trimmed = href.trim();
  if (trimmed.startsWith('#') || (trimmed.startsWith('/') && !trimmed.startsWith('//'))) return trimmed;
  try {
    return SAFE_PROTOCOLS.has(new URL(trimmed).protocol) ? trimmed : undefined;
  } catch {
    return undefined;
  }
}

function parseInline(text: string, definitions: ReadonlyMap<string, string>): Inline[] {
  const result: Inline[] = [];
  const pushText = (value: string) => {
    if (value === '') return;
    const last = result[result.length - 1];
    if (last?.kind === 'text') last.text += value;
    else result.push({ kind: 'text', text: value });
  };
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', inlineHref, reference] = match;
    const href =
      inlineHref !== undefined ? inlineHref : definitions.get(normaliseLabel(reference === undefined || reference === '' ? label : reference));
    const safe = href === undefined ? undefined : safeHref(href);
    pushText(text.slice(at, match.index));
    if (safe !== undefined) result.push({ kind: 'link', text: label, href: safe });
    else if (href !== undefined) pushText(label);
    else pushText(whole);
    at = match.index + whole.length;
  }
  pushText(text.slice(at));
  return result;
}

/** Reads release notes written in the Markdown subset above. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const definitions = new Map<string, string>();
  const body: string[] = [];
  for (const line of lines) {
    const definition = DEFINITION.exec(line);
    if (definition?.[1] !== undefined && definition[2] !== undefined) definitions.set(normaliseLabel(definition[1]), definition[2]);
    else body.push(line);
  }

  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let items: string[][] = [];
  const closeParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' '), definitions) });
    paragraph = [];
  };
  const closeList = () => {
    if (items.length > 0) blocks.push({ kind: 'list', items: items.map((item) => parseInline(item.join(' '), definitions)) });
    items = [];
  };

  let afterBlank = false;
  for (const line of body) {
    const heading = HEADING.exec(line);
    const item = LIST_ITEM.exec(line);
    const openItem = items[items.length - 1];
    if (BLANK.test(line)) {
      closeParagraph();
      // A list goes on across blank lines between its items; anything else after them ends it.
    } else if (heading) {
      closeParagraph();
      closeList();
      const level = (heading[1] ?? '#').length as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ kind: 'heading', level, content: parseInline(heading[2] ?? '', definitions) });
    } else if (item) {
      closeParagraph();
      items.push([(item[1] ?? '').trim()]);
    } else if (openItem && (!afterBlank || /^[ \t]+\S/.test(line))) {
      // The item's text goes on: a line right below it, or an indented one after a blank line.
      openItem.push(line.trim());
    } else {
      closeList();
      paragraph.push(line.trim());
    }
    afterBlank = BLANK.test(line);
  }
  closeParagraph();
  closeList();
  return blocks;
}
