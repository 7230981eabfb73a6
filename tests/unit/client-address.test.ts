import { describe, expect, it } from 'vitest';
import { rateLimitKeyOf } from '@/server/http/client-address';

describe('whom the per-visitor rate limits count', () => {
  it('counts an IPv4 address as itself', () => {
    expect(rateLimitKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKeyOf('10.0.0.1')).not.toBe(rateLimitKeyOf('10.0.0.2'));
  });

  it('counts an IPv6 visitor by their /64, however the address is written', () => {
    const key = '2001:db8:85a3:42::/64';
    for (const written of [
      '2001:0db8:85a3:0042:0000:8a2e:0370:7334',
      '2001:db8:85a3:42::8a2e:370:7334',
      '2001:DB8:85A3:42:ffff:ffff:ffff:ffff',
      '2001:db8:85a3:42::',
      '2001:db8:85a3:42::1%eth0',
    ]) {
      expect(rateLimitKeyOf(written), written).toBe(key);
    }
    expect(rateLimitKeyOf('2001:db8:85a3:43::1')).toBe('2001:db8:85a3:43::/64');
    expect(rateLimitKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKeyOf('fe80::1')).toBe('fe80:0:0:0::/64');
    // A /64 whose last groups are written as dotted IPv4 is still that /64.
    expect(rateLimitKeyOf('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('counts an IPv4 address written as IPv6 as the IPv4 address', () => {
    expect(rateLimitKeyOf('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(rateLimitKeyOf('::FFFF:102:304')).toBe('1.2.3.4');
    expect(rateLimitKeyOf('0:0:0:0:0:ffff:0102:0304')).toBe('1.2.3.4');
  });

  it('keeps anything that is not an address as it is (one key each, never one shared by all)', () => {
    expect(rateLimitKeyOf('unknown')).toBe('unknown');
    expect(rateLimitKeyOf('[::1]:80')).toBe('[::1]:80');
  });
});
