/**
 * How the built-in assistant reads a question: its meaningful words (the one tokenizer's, stop
 * words out, Snowball stems in both languages), each with the field's synonyms, and how a text's
 * line holds one of them (a term of its group, or a compound a long stem starts).
 */
import { isMeaningful, stems, type TokenLanguage, terms, words } from '../../_shared/tokenize.ts';

/**
 * Words the field uses for the same thing, in English and German: a question with one meets a
 * text with another (German questions meet the English stories this way). Terms of the trade
 * only, not paraphrases of everyday language.
 */
const SYNONYMS: string[][] = [
  'erp warenwirtschaft warenwirtschaftssystem',
  'crm kundenmanagement',
  'onboarding einarbeitung',
  'invoice invoices rechnung',
  'quote quotes quotation angebot angebote',
  'proposal proposals angebot',
  'contract contracts vertrag verträge',
  'churn abwanderung kundenabwanderung',
  'gdpr dsgvo',
  'compliance regulatory regulatorik',
  'reporting berichtswesen',
  'report reports bericht berichte',
  'documentation dokumentation',
  'audit audits prüfung',
  'knowledge wissen',
  'sales vertrieb',
  'customer customers kunde kunden',
  'employee employees staff mitarbeiter mitarbeitende',
  'consultation beratungsgespräch',
  'consulting consultancy beratung',
  'company firma unternehmen',
  'integration integrations schnittstelle schnittstellen',
].map((group) => group.split(' '));

/**
 * Each stem's synonyms' stems (in both languages). Groups that share a word are one group
 * ("proposal" and "quote" are both "Angebot"), so a word meets all of its synonyms.
 */
const SYNONYMS_OF = new Map<string, Set<string>>();
for (const group of SYNONYMS) {
  const all = new Set(group.flatMap((word) => stems(word)));
  for (const stem of all) for (const other of SYNONYMS_OF.get(stem) ?? []) all.add(other);
  for (const stem of all) SYNONYMS_OF.set(stem, all);
}

/** A question word as the index is asked for it: its stems in both languages and their synonyms. */
export function expand(word: string): string[] {
  const own = stems(word);
  const all = new Set(own);
  for (const stem of own) for (const synonym of SYNONYMS_OF.get(stem) ?? []) all.add(synonym);
  return [...all];
}

/** One meaningful word of a question: the terms that stand for it in the index. */
export type QueryGroup = ReadonlySet<string>;

/**
 * The sentences of a message with two meaningful words or more, each as its groups (those of
 * `queryGroups(message)`), when the message has more than one sentence.
 */
export function sentenceGroups(message: string, groups: readonly QueryGroup[]): QueryGroup[][] {
  const sentences = message.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim());
  if (sentences.length < 2) return [];
  const byKey = new Map(groups.map((group) => [[...group].sort().join(' '), group]));
  return sentences
    .map((sentence) =>
      queryGroups(sentence).flatMap((group) => byKey.get([...group].sort().join(' ')) ?? []),
    )
    .filter((part) => part.length >= 2);
}

/** The meaningful words of a question, each as its group of terms (repeats counted once). */
export function queryGroups(question: string): QueryGroup[] {
  const groups = new Map<string, Set<string>>();
  for (const word of words(question).filter(isMeaningful)) {
    const group = new Set(expand(word));
    const key = [...group].sort().join(' ');
    if (!groups.has(key)) groups.set(key, group);
  }
  return [...groups.values()];
}

/** Whether a unit holds a word of the question: a term of its group, or a compound it starts. */
export function unitHolds(unit: ReadonlySet<string>, group: QueryGroup): boolean {
  for (const term of group) if (unit.has(term)) return true;
  for (const term of group) {
    if (term.length < PREFIX_LENGTH) continue;
    for (const held of unit) if (held.startsWith(term)) return true;
  }
  return false;
}

/** A stem of this many letters or more also finds the compounds it starts ("angebot…"). */
export const PREFIX_LENGTH = 6;

/**
 * How many of the question's words a text holds (for picking the lines of a long passage to
 * quote): the text read in its language, the question's words with their synonyms.
 */
export function wordsHeld(
  groups: readonly QueryGroup[],
  text: string,
  language: TokenLanguage,
): number {
  const held = terms(text, [language]);
  return groups.filter((group) => [...group].some((term) => held.has(term))).length;
}
