import type { PageEncoding } from './page-readings';

/** Each coding an Accept-Encoding header names, with its weight (1 when it gives none). */
function weightsOf(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!coding) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

/**
 * The encoding of a page the client takes best (RFC 9110 §12.5.3): brotli, then gzip, before the page as it is when
 * weighted alike, as Next's compression preferred gzip; a client that names no encoding (no header) gets the page as
 * it is. Deflate is not offered (every client that takes it takes gzip); identity is the answer when nothing else fits.
 */
export function preferredEncoding(header: string | string[] | undefined): PageEncoding {
  if (header === undefined) return 'identity';
  const weights = weightsOf(Array.isArray(header) ? header.join(',') : header);
  const any = weights.get('*');
  // Unnamed, the page as it is weighs what the least wanted coding named does (as Next's compression weighed it).
  const unnamedIdentity = Math.min(1, ...[...weights.values()].map((weight) => weight || 1));
  const weightOf = (coding: PageEncoding) => weights.get(coding) ?? any ?? (coding === 'identity' ? unnamedIdentity : 0);
  let best: PageEncoding = 'identity';
  for (const coding of ['br', 'gzip'] as const) {
    const weight = weightOf(coding);
    // A compressed page wins a tie with the page as it is; brotli, named first, wins a tie with gzip.
    const better = best === 'identity' ? weight >= weightOf(best) : weight > weightOf(best);
    if (weight > 0 && better) best = coding;
  }
  return best;
}
