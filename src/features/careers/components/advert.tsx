import { advertBlocks } from '../domain/advert-blocks';

/** The job advert's text as headings, paragraphs and lists (see advertBlocks). */
export function Advert({ text }: { text: string }) {
  return advertBlocks(text).map((block, index) => {
    if (block.kind === 'heading') return <h2 key={index}>{block.text}</h2>;
    if (block.kind === 'list')
      return (
        <ul key={index}>
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>{item}</li>
          ))}
        </ul>
      );
    return <p key={index}>{block.text}</p>;
  });
}
