/**
 * About as many bytes as bench/throughput.mjs asks for (BARE_PAGE_BYTES, read when it builds): the text is sent
 * twice, once as HTML and once in React's payload for the browser.
 */
const sentence = 'A plain sentence, there to make this page as large as the page it is measured against. ';
const text = sentence.repeat(Math.max(1, Math.round(Number(process.env.BARE_PAGE_BYTES ?? 0) / (2 * sentence.length))));

export default function Page() {
  return (
    <main>
      <h1>A prerendered page</h1>
      <p>{text}</p>
    </main>
  );
}
