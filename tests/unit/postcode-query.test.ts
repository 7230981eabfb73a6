import { describe, expect, it } from 'vitest';
import { normaliseOutcode, parsePostcodeQuery } from '@/features/restaurants/geo/postcode';

const knownAreas = new Set(['M', 'NE', 'CH', 'SW', 'N']);
const isKnownArea = (area: string) => knownAreas.has(area);
const parse = (text: string) => parsePostcodeQuery(text, isKnownArea);

describe('parsePostcodeQuery', () => {
  it.each([
    ['ch65 9jj', 'CH65', 'CH65 9JJ'],
    ['CH659JJ', 'CH65', 'CH65 9JJ'],
    ['SW1A 1AA', 'SW1A', 'SW1A 1AA'],
    ['sw1a1aa', 'SW1A', 'SW1A 1AA'],
    ['ne8 1ab', 'NE8', 'NE8 1AB'],
    ['  M1   1AE ', 'M1', 'M1 1AE'],
    ['W1D 3QU', 'W1D', 'W1D 3QU'],
  ])('reads the full postcode %j', (text, outcode, postcode) => {
    expect(parse(text)).toEqual({ kind: 'postcode', outcode, postcode });
  });

  it.each([
    ['NE8', 'NE8'],
    ['sw1a', 'SW1A'],
    ['NE8 1', 'NE8'],
    ['NE8 1A', 'NE8'],
    ['ch65 9', 'CH65'],
    ['M1', 'M1'],
  ])('reads the partial postcode %j as its outward code', (text, outcode) => {
    expect(parse(text)).toEqual({ kind: 'postcode', outcode });
  });

  it.each([
    ['M', 'M'],
    ['NE', 'NE'],
    ['ch', 'CH'],
    [' n ', 'N'],
  ])('reads %j as a known postcode area', (text, area) => {
    expect(parse(text)).toEqual({ kind: 'area', area });
  });

  it('does not take letters for an area unless the caller knows the area', () => {
    expect(parse('ZZ')).toBeNull();
    expect(parse('St')).toBeNull();
    expect(parsePostcodeQuery('M')).toBeNull();
  });

  it.each(['Camberley', 'Newcastle upon Tyne', 'St Albans', '12345', 'ABC 123', '', '   ', 'NE8 1ABC', 'NE8-1AB', 'CH65 JJ'])('rejects %j', (text) => {
    expect(parse(text)).toBeNull();
  });
});

describe('normaliseOutcode', () => {
  it('upper-cases and removes whitespace', () => {
    expect(normaliseOutcode(' sw1a ')).toBe('SW1A');
    expect(normaliseOutcode('ne 8')).toBe('NE8');
  });
});
