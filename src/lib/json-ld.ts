/** JSON for a <script type="application/ld+json">: "<" is escaped so no text in it can close the script element. */
export const jsonLdScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
