import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { createGazetteer, parseOutcodesCsv, parsePlacesCsv, type Gazetteer } from './gazetteer';

let gazetteer: Gazetteer | undefined;

const readReferenceData = (file: string) => fs.readFileSync(path.join(process.cwd(), 'reference-data', file), 'utf8');

/**
 * The offline gazetteer, read from `reference-data/` on first use and kept for the life of the process:
 * the files are ~230 kB and never change at runtime, so re-reading them per search would be waste.
 */
export function loadGazetteer(): Gazetteer {
  gazetteer ??= createGazetteer({
    outcodes: parseOutcodesCsv(readReferenceData('uk-outcodes.csv')),
    places: parsePlacesCsv(readReferenceData('gb-places.csv')),
  });
  return gazetteer;
}
