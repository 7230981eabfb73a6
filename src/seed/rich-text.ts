/**
 * Turns a small Markdown subset into the Lexical JSON that Payload's rich-text fields store, so demo content
 * can be written as readable text. Supports: "## " and "### " headings, "- " bullet lists, "1. " numbered lists,
 * paragraphs, **bold**, and [links](/path) (links to http(s) open in a new tab).
 */
import type { Restaurant } from '@/payload-types';

type Node = Record<string, unknown>;
type LexicalDocument = NonNullable<Restaurant['about']>;

const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const };

const textNode = (text: string, bold = false): Node => ({
  type: 'text',
  text,
  format: bold ? 1 : 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
});

function inline(source: string): Node[] {
  const nodes: Node[] = [];
  const pattern = /\*\*(.+?)\*\*|\[(.+?)\]\((.+?)\)/g;
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    if (match.index > last) nodes.push(textNode(source.slice(last, match.index)));
    if (match[1] !== undefined) nodes.push(textNode(match[1], true));
    else {
      const url = match[3]!;
      nodes.push({
        ...base,
        type: 'link',
        fields: { linkType: 'custom', url, newTab: /^https?:/.test(url) },
        children: [textNode(match[2]!)],
      });
    }
    last = match.index + match[0].length;
  }
  if (last < source.length) nodes.push(textNode(source.slice(last)));
  return nodes;
}

function list(lines: string[], ordered: boolean): Node {
  return {
    ...base,
    type: 'list',
    listType: ordered ? 'number' : 'bullet',
    tag: ordered ? 'ol' : 'ul',
    start: 1,
    children: lines.map((line, index) => ({
      ...base,
      type: 'listitem',
      value: index + 1,
      children: inline(line.replace(/^(- |\d+\. )/, '')),
    })),
  };
}

function block(source: string): Node {
  const lines = source.split('\n').map((line) => line.trim());
  const first = lines[0] ?? '';
  if (first.startsWith('### ')) return { ...base, type: 'heading', tag: 'h3', children: inline(first.slice(4)) };
  if (first.startsWith('## ')) return { ...base, type: 'heading', tag: 'h2', children: inline(first.slice(3)) };
  if (lines.every((line) => line.startsWith('- '))) return list(lines, false);
  if (lines.every((line) => /^\d+\. /.test(line))) return list(lines, true);
  return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: inline(lines.join(' ')) };
}

export function richText(markdown: string) {
  const blocks = markdown
    .trim()
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean);
  return { root: { ...base, type: 'root', children: blocks.map(block) } } as unknown as LexicalDocument;
}
