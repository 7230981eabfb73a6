import { describe, expect, it } from 'vitest';
import { isSameAddress, mentions } from '@/server/personal-data/mentions';

describe('recognising an erased address in what we store', () => {
  it('takes a stored address as typed: any case, spaces around it', () => {
    expect(isSameAddress(' Ann.Lee@Example.COM ', 'ann.lee@example.com')).toBe(true);
    expect(isSameAddress('ann.lee@example.com', 'ANN.LEE@EXAMPLE.COM')).toBe(true);
    expect(isSameAddress('joann.lee@example.com', 'ann.lee@example.com')).toBe(false);
    expect(isSameAddress(null, 'ann.lee@example.com')).toBe(false);
    expect(isSameAddress(undefined, 'ann.lee@example.com')).toBe(false);
  });

  it('finds the address in recipients, sentences, links and JSON, in any case', () => {
    const address = 'ann+news@example.com';
    expect(mentions('Ann Lee <Ann+News@Example.com>', address)).toBe(true);
    expect(mentions('Email: ann+news@example.com', address)).toBe(true);
    expect(mentions('We will reply to ann+news@example.com.', address)).toBe(true);
    expect(mentions('<a href="mailto:ann+news@example.com">', address)).toBe(true);
    expect(mentions(JSON.stringify({ message: { to: ['ann+news@example.com'] } }), address)).toBe(true);
    expect(mentions('line one\nann+news@example.com\nline three', address)).toBe(true);
  });

  it('does not take a longer address for it, before or after', () => {
    expect(mentions('joann@example.com', 'ann@example.com')).toBe(false);
    expect(mentions('jo.ann@example.com', 'ann@example.com')).toBe(false);
    expect(mentions('x+ann@example.com', 'ann@example.com')).toBe(false);
    expect(mentions('ann@example.com.au', 'ann@example.com')).toBe(false);
    expect(mentions('ann@example.community', 'ann@example.com')).toBe(false);
    expect(mentions('ann@example.com-mail.net', 'ann@example.com')).toBe(false);
  });

  it('finds a link key in the link, and reads the needle as text, not as a pattern', () => {
    const key = 'Ab3_x-9QzLm2Vt8Rk1Yw0Pq7Ns6Hd5Gf4Ej3Ci2Bu1A';
    expect(mentions(`Claim it: https://marigold.example/referral?code=${key}\n`, key)).toBe(true);
    expect(mentions(`https://marigold.example/referral?code=${key}x`, key)).toBe(false);
    expect(mentions('annXexampleYcom', 'ann.example.com')).toBe(false);
    expect(mentions('anything', '')).toBe(false);
  });
});
