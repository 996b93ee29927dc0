/**
 * Given names, surnames and towns of the German and English market, from two npm packages
 * (lower-cased, with a plain apostrophe):
 *
 * - `@faker-js/faker`: the given names and surnames of its German, Austrian, Swiss and English
 *   locales, and the towns of the German-speaking ones.
 * - `gender-detection-from-name`: its German and Turkish given-name lists (older German names
 *   faker lacks: Jürgen, Heike, Thorsten) and its English one (about 32,000 names registered in
 *   the US and the UK, so also Priya or Ravi). The English list holds many ordinary words
 *   ("Blessing", "Chance"), so its names count only when written with a capital letter.
 */
import { faker as fakerDe } from '@faker-js/faker/locale/de';
import { faker as fakerDeAt } from '@faker-js/faker/locale/de_AT';
import { faker as fakerDeCh } from '@faker-js/faker/locale/de_CH';
import { faker as fakerEn } from '@faker-js/faker/locale/en';
import germanGivenNames from 'gender-detection-from-name/names/de.js';
import englishGivenNames from 'gender-detection-from-name/names/en.js';
import turkishGivenNames from 'gender-detection-from-name/names/tr.js';

type Faker = typeof fakerDe;

export const normalize = (word: string): string => word.toLowerCase().replace(/[’`´]/g, "'");

/** Every string of a locale entry ({ generic, female, male } or a plain list). */
function entries(entry: unknown): string[] {
  if (Array.isArray(entry)) return entry.filter((item) => typeof item === 'string');
  if (entry && typeof entry === 'object') return Object.values(entry).flatMap(entries);
  return [];
}

function collect(fakers: readonly Faker[], pick: (faker: Faker) => unknown): Set<string> {
  return new Set(fakers.flatMap((faker) => entries(pick(faker)).map(normalize)));
}

/** The keys of a package's name map (`Map<name, gender>`), whatever the module hands over. */
function mapKeys(module: unknown): string[] {
  return module instanceof Map ? [...module.keys()].filter((k) => typeof k === 'string') : [];
}

const fakers = [fakerDe, fakerDeAt, fakerDeCh, fakerEn] as const;

/** Given names known in any case: faker's and the German and Turkish lists. */
export const GIVEN_NAMES: ReadonlySet<string> = new Set([
  ...collect(fakers, (faker) => faker.rawDefinitions.person?.first_name),
  ...collect(fakers, (faker) => faker.rawDefinitions.person?.middle_name),
  ...mapKeys(germanGivenNames).map(normalize),
  ...mapKeys(turkishGivenNames).map(normalize),
]);

/** Given names known only when capitalised: the long English list. */
export const CAPITALISED_GIVEN_NAMES: ReadonlySet<string> = new Set(
  mapKeys(englishGivenNames).map(normalize),
);

export const SURNAMES: ReadonlySet<string> = collect(
  fakers,
  (faker) => faker.rawDefinitions.person?.last_name,
);

/** Towns of Germany, Austria and Switzerland (a postal code before one is an address). */
export const TOWNS: ReadonlySet<string> = collect(
  [fakerDe, fakerDeAt, fakerDeCh],
  (faker) => faker.rawDefinitions.location?.city_name,
);
