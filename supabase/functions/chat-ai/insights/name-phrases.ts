/**
 * A visitor's message as the name finder (`names.ts`) reads it: its words, each with where it
 * stands and whether it is capitalised, and the phrases of `name-words.ts` (introductions,
 * sign-offs, greetings) as runs of such words, looked up by their first word.
 */
import { normalize } from './name-lists.ts';
import {
  GREETINGS,
  INTRODUCTIONS,
  OPENING_INTRODUCTIONS,
  ORDINARY_WORDS,
  SIGN_OFFS,
  SURE_INTRODUCTIONS,
  SURE_SIGN_OFFS,
} from './name-words.ts';

export type Token = { start: number; end: number; word: string; upper: boolean };

/**
 * Words: letters with inner apostrophes and hyphens ("O'Connor", "Schulze-Brandt"), or single
 * letters joined by dots ("i.A."). A placeholder of removed data ("[phone]") is no word.
 */
const WORD = /\[[a-z]+\]|\p{L}(?:\.\p{L})+|\p{L}(?:[\p{L}\p{M}'’-]*[\p{L}\p{M}])?/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    if (match[0].startsWith('[')) continue;
    const first = match[0][0] ?? '';
    tokens.push({
      start: match.index ?? 0,
      end: (match.index ?? 0) + match[0].length,
      word: normalize(match[0]),
      upper: first !== first.toLowerCase(),
    });
  }
  return tokens;
}

type Phrase = { words: string[]; punctuation: string };
/** Phrases by their first word, longest first. */
export type Phrases = ReadonlyMap<string, readonly Phrase[]>;

/** "name:" → the word "name" followed by a colon; "z. hd." → "z", "hd". */
function phrases(list: readonly string[]): Phrases {
  const byFirst = new Map<string, Phrase[]>();
  for (const text of list) {
    const phrase = {
      words: text
        .replace(/[:,]$/, '')
        .split(/[\s./]+/)
        .filter(Boolean),
      punctuation: /[:,]$/.test(text) ? text.slice(-1) : '',
    };
    const first = phrase.words[0] ?? '';
    byFirst.set(first, [...(byFirst.get(first) ?? []), phrase]);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return byFirst;
}

export const SURE_INTRO = phrases(SURE_INTRODUCTIONS);
export const INTRO = phrases(INTRODUCTIONS);
export const OPENING_INTRO = phrases(OPENING_INTRODUCTIONS);
export const SURE_SIGN_OFF = phrases(SURE_SIGN_OFFS);
export const SIGN_OFF = phrases(SIGN_OFFS);
export const GREETING = phrases(GREETINGS);
/** Words that make a sentence a closing one: "regards", "danke" (not "mit" before "Grüßen"). */
export const SIGN_OFF_WORDS = new Set(
  [...SIGN_OFFS, ...SURE_SIGN_OFFS].flatMap((phrase) => {
    const words = phrase.split(' ');
    return words.length === 1 ? words : words.filter((word) => !ORDINARY_WORDS.has(word));
  }),
);
