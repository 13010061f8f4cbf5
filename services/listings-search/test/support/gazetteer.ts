// A small gazetteer for tests: every city of 50,000 people or more (about 9,000 places, loaded in about a second)
// instead of the data set's 135,000.
import type { Knex } from '@golightly/db';
import { ensureGazetteer } from '../../src/db/gazetteer';

export const TEST_GAZETTEER_MIN_POPULATION = 50_000;

export function loadTestGazetteer(db: Knex): Promise<number> {
  return ensureGazetteer(db, {
    keep: (city) => city.population >= TEST_GAZETTEER_MIN_POPULATION,
    subset: `cities of ${TEST_GAZETTEER_MIN_POPULATION}+`,
    log: () => undefined,
  });
}
