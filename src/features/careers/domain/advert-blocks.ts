/**
 * A job advert as HR types it in the back-office, as blocks to render: a blank line starts a new block, lines that
 * start "- " are a list, and a line ending ":" is a heading. Plain text in, plain data out: no HTML is ever trusted.
 */
type AdvertBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function advertBlocks(text: string): AdvertBlock[] {
  const blocks: AdvertBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list.length) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) flush();
    else if (/^[-*•]\s+/.test(line)) {
      if (paragraph.length) flush();
      list.push(line.replace(/^[-*•]\s+/, ''));
    } else if (line.endsWith(':') && line.length <= 80) {
      flush();
      blocks.push({ kind: 'heading', text: line.slice(0, -1) });
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
