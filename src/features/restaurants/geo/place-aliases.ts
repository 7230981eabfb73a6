import { normalisePlaceName } from './gazetteer';

/**
 * What UK diners type for a town, and the gazetteer name they mean. The gazetteer lists places by their official
 * names, and a short name often belongs to somewhere smaller: "Newcastle" is in County Down, "Stoke" is a village near
 * Chester, "Weston" one in Cheshire. An alias wins over such a place; names that are truly ambiguous (Richmond,
 * Newport, Stratford, Leigh) are left to the nearest-restaurant rule. Every target must be a gazetteer name: a unit
 * test reads each through the real data.
 */
const aliases: Readonly<Record<string, string>> = {
  newcastle: 'Newcastle upon Tyne',
  stoke: 'Stoke-on-Trent',
  hull: 'Kingston upon Hull',
  kingston: 'Kingston upon Thames',
  southend: 'Southend-on-Sea',
  stockton: 'Stockton-on-Tees',
  burton: 'Burton upon Trent',
  weston: 'Weston-super-Mare',
  leamington: 'Royal Leamington Spa',
  'leamington spa': 'Royal Leamington Spa',
  'tunbridge wells': 'Royal Tunbridge Wells',
  'wootton bassett': 'Royal Wootton Bassett',
  barrow: 'Barrow in Furness',
  'barrow in furness': 'Barrow in Furness',
  berwick: 'Berwick-Upon-Tweed',
  ashton: 'Ashton-under-Lyne',
  ashby: 'Ashby-de-la-Zouch',
  clacton: 'Clacton-on-Sea',
  henley: 'Henley-on-Thames',
  bognor: 'Bognor Regis',
  shoreham: 'Shoreham-by-Sea',
  lytham: 'Lytham St Annes',
  'saint annes': 'Lytham St Annes',
  londonderry: 'Derry',
};

const byKey = new Map(Object.entries(aliases).map(([typed, name]) => [normalisePlaceName(typed), name]));

/** The gazetteer name a diner means by what they typed, if it is one of the aliases. */
export const placeAlias = (typed: string): string | undefined => byKey.get(normalisePlaceName(typed));

/** Every alias and its target, for the test that checks each target is in the gazetteer. */
export const placeAliasEntries = (): [string, string][] => Object.entries(aliases);
