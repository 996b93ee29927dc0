/**
 * Finds people's names in a visitor's message, in English and German. A word is a name by the
 * given-name and surname lists (`name-lists.ts`) and by where it stands, never by its capital
 * letter alone (German capitalises every noun):
 *
 * - after an introduction: "my name is", "mein Name ist", "Name:" take whatever name follows;
 *   "I'm", "this is", "ich bin", "hier ist" a known given name that ends the clause ("I'm
 *   interested" and "its Alexa skills" stay);
 * - after a title ("Dr.", "Prof.", "Mr", "Ms", "Fam."; "Frau"/"Herr" with a known or
 *   capitalised name), a role or relation ("CFO Laura Jensen", "meine Tochter Lea", "Head of
 *   Operations, Marcus Webb");
 * - in a sign-off: "Best regards, Robert Klein", "Viele Grüße aus Wien, Johanna Pichler" take
 *   the name that ends the line; "LG Jonas", "Thanks a lot, Ben" a known given name;
 * - a known given name opening a message or line before "here"/"hier"/"speaking" ("anna here",
 *   "Moin, Hauke Petersen hier"), alone on a line (a signature), next to removed contact data, or
 *   followed by a known surname ("Robert Klein" anywhere, unless a legal form follows: a company).
 *
 * After the first word, the name goes on over surnames, initials, particles before a known
 * surname, and up to two unknown words written like the first (capitalised after a capitalised
 * first word), stopping at punctuation and at ordinary words, roles and legal forms.
 */
import { CAPITALISED_GIVEN_NAMES, GIVEN_NAMES, SURNAMES } from './name-lists.ts';
import {
  GREETING,
  INTRO,
  OPENING_INTRO,
  type Phrases,
  SIGN_OFF,
  SIGN_OFF_WORDS,
  SURE_INTRO,
  SURE_SIGN_OFF,
  type Token,
  tokenize,
} from './name-phrases.ts';
import {
  COMPANY_WORDS,
  DOTTED_TITLES,
  ORDINARY_WORDS,
  PARTICLES,
  PLAIN_TITLES,
  ROLE_ENDINGS,
  ROLES,
  SELF_MARKERS,
  TITLE_PARTS,
  TITLES,
  WORD_NAMES,
} from './name-words.ts';

export type Span = { start: number; end: number };

const SELF_LEADS = new Set(['from', 'von', 'aus', 'at', 'bei', 'vom']);
const PLACE_LEADS = new Set(['aus', 'from', 'in']);
const ROLE_LINKS = new Set(['of', 'für', 'der', 'des', 'bei']);

/** How sure the context makes a name: any word, a known or capitalised one, a known given name. */
type Mode = 'sure' | 'plain' | 'known';

class NameFinder {
  readonly tokens: Token[];
  readonly spans: Span[] = [];
  /** Upper and lower case both occur: a lower-case word after a title or sign-off is no name. */
  readonly cased: boolean;

  constructor(readonly text: string) {
    this.tokens = tokenize(text);
    this.cased = /\p{Lu}/u.test(text) && /\p{Ll}/u.test(text);
  }

  gap(before: number): string {
    const previous = this.tokens[before - 1];
    const next = this.tokens[before];
    return this.text.slice(previous?.end ?? 0, next?.start ?? this.text.length);
  }

  /** After the last word: what follows token `i`, to the next word or the end. */
  after(i: number): string {
    return this.gap(i + 1);
  }

  /** Whether token `i` opens the message, a line or a sentence. */
  opens(i: number): boolean {
    return i === 0 || /[\n.!?]\s*$/.test(this.gap(i));
  }

  ordinary(i: number): boolean {
    const word = this.tokens[i]?.word ?? '';
    return ORDINARY_WORDS.has(word) || COMPANY_WORDS.has(word);
  }

  role(i: number): boolean {
    const word = this.tokens[i]?.word ?? '';
    return (
      ROLES.has(word) ||
      ROLE_ENDINGS.some((ending) => word.length > ending.length + 2 && word.endsWith(ending))
    );
  }

  title(i: number): boolean {
    const word = this.tokens[i]?.word ?? '';
    if (!TITLES.has(word)) return false;
    return !DOTTED_TITLES.has(word) || this.gap(i + 1).startsWith('.');
  }

  /** "med." after "Dr.", "Kfm." after "Dipl.-": what only goes on a title. */
  titlePart(i: number): boolean {
    if (TITLE_PARTS.has(this.tokens[i]?.word ?? '')) return true;
    return this.tokens[i - 1]?.word === 'dipl' && /^\.?-$/.test(this.gap(i));
  }

  knownGiven(i: number): boolean {
    const token = this.tokens[i];
    if (!token || this.ordinary(i)) return false;
    if (GIVEN_NAMES.has(token.word)) return token.upper || !WORD_NAMES.has(token.word);
    return token.upper && CAPITALISED_GIVEN_NAMES.has(token.word);
  }

  /** The phrase of `list` that starts at token `i`: the index after it, or undefined. */
  phraseAt(i: number, list: Phrases): number | undefined {
    for (const phrase of list.get(this.tokens[i]?.word ?? '') ?? []) {
      const end = i + phrase.words.length;
      if (end > this.tokens.length) continue;
      let fits = true;
      for (let k = 0; k < phrase.words.length && fits; k++) {
        fits = this.tokens[i + k]?.word === phrase.words[k];
        if (fits && k > 0) fits = /^[\s./]*$/.test(this.gap(i + k));
      }
      if (!fits) continue;
      if (
        phrase.punctuation &&
        !this.after(end - 1)
          .trimStart()
          .startsWith(phrase.punctuation)
      ) {
        continue;
      }
      return end;
    }
    return undefined;
  }

  /** The words of a name starting at token `j`: the index after its last word, or undefined. */
  nameAt(j: number, mode: Mode): number | undefined {
    const first = this.tokens[j];
    if (!first || this.ordinary(j) || this.role(j) || this.title(j)) return undefined;
    const known = this.knownGiven(j) || SURNAMES.has(first.word);
    if (mode === 'known' && !this.knownGiven(j)) return undefined;
    if (mode === 'plain' && !known && !(first.upper && this.cased)) return undefined;
    if (mode === 'sure' && !known && !first.upper && this.cased) return undefined;
    let end = j + 1;
    let unknown = 0;
    while (end < this.tokens.length && end - j < 4) {
      const gap = this.gap(end);
      const token = this.tokens[end];
      if (!token) break;
      const initial = /^\p{L}$/u.test(this.tokens[end - 1]?.word ?? '') && /^\.\s+$/.test(gap);
      if (!/^[ \t]+$/.test(gap) && !initial) break;
      if (PARTICLES.has(token.word)) {
        // "von der Leyen", "van Dijk": particles count before a known surname only.
        let k = end;
        while (PARTICLES.has(this.tokens[k]?.word ?? '') && /^[ \t]+$/.test(this.gap(k + 1))) k++;
        if (k === end || !SURNAMES.has(this.tokens[k]?.word ?? '')) break;
        end = k + 1;
        continue;
      }
      if (this.ordinary(end) || this.role(end) || this.title(end)) break;
      if (SURNAMES.has(token.word) || GIVEN_NAMES.has(token.word) || /^\p{L}$/u.test(token.word)) {
        end++;
        continue;
      }
      const sameCase = first.upper ? token.upper : !token.upper && !token.word.endsWith('ing');
      if (!sameCase || unknown === 2) break;
      unknown++;
      end++;
    }
    // "Brandt Logistik GmbH" is a company.
    if (COMPANY_WORDS.has(this.tokens[end]?.word ?? '')) return undefined;
    return end;
  }

  /**
   * A name after the context word(s) ending at `j`: titles first (a title makes any name sure),
   * then, when only a known given name may follow, "der"/"die" and a role ("I am CFO Laura").
   */
  nameAfter(j: number, mode: Mode): Span | undefined {
    let start = j;
    let k = j;
    while (this.title(k) || (k > j && this.titlePart(k))) {
      if (!PLAIN_TITLES.has(this.tokens[k]?.word ?? '')) mode = 'sure';
      else if (mode === 'known') mode = 'plain';
      k++;
      if (!/^[.\s-]*$/.test(this.gap(k))) return undefined;
    }
    if (k === j && mode === 'known') {
      if (['der', 'die'].includes(this.tokens[k]?.word ?? '')) start = k = k + 1;
      const afterRole = this.roleEnd(k);
      if (afterRole !== undefined) start = k = afterRole;
    }
    const end = this.nameAt(k, mode);
    if (end === undefined) return undefined;
    return { start: this.tokens[start]?.start ?? 0, end: this.tokens[end - 1]?.end ?? 0 };
  }

  /** After a role and its "of Operations": the index of the word that may be a name. */
  roleEnd(i: number): number | undefined {
    if (!this.role(i)) return undefined;
    let k = i + 1;
    if (ROLE_LINKS.has(this.tokens[k]?.word ?? '') && /^\s+$/.test(this.gap(k))) {
      k++;
      let words = 0;
      while (
        words < 2 &&
        this.tokens[k]?.upper &&
        /^\s+$/.test(this.gap(k)) &&
        !this.knownGiven(k)
      ) {
        k++;
        words++;
      }
      if (words === 0) return undefined;
    }
    return /^\s*,?\s*$/.test(this.gap(k)) && this.gap(k).length > 0 ? k : undefined;
  }

  /**
   * Whether the words after a name end its clause: punctuation, an ordinary word or "here"
   * ("I'm Anna and …", "its tobias again"), not a noun ("its Alexa skills").
   */
  endsClause(span: Span): boolean {
    if (/^\s*($|[^\s\p{L}\p{N}])/u.test(this.text.slice(span.end))) return true;
    const next = this.tokens.findIndex((token) => token.start >= span.end);
    const word = this.tokens[next]?.word ?? '';
    return this.ordinary(next) || this.role(next) || SELF_MARKERS.has(word);
  }

  push(span: Span | undefined): number | undefined {
    if (!span) return undefined;
    this.spans.push(span);
    const next = this.tokens.findIndex((token) => token.start >= span.end);
    return next === -1 ? this.tokens.length : next;
  }

  /** A name that a sign-off ending at `j` leads to, past "aus Wien" / "from the team". */
  afterSignOff(j: number, sure: boolean): Span | undefined {
    let k = j;
    if (PLACE_LEADS.has(this.tokens[k]?.word ?? '') && /^\s+$/.test(this.gap(k))) {
      let place = k + 1;
      while (place < this.tokens.length && /^\s+$/.test(this.gap(place)) && place - k < 4) place++;
      if (!/,|\n/.test(this.gap(place))) return undefined;
      k = place;
    }
    if (!/^[\s,:–—-]*$/.test(this.gap(k)) || this.gap(k).length === 0) return undefined;
    const span = this.nameAfter(k, sure ? 'sure' : 'known');
    if (!span) return undefined;
    // The name a sure sign-off leads to ends its line: "Grüße gehen raus an alle" is a sentence.
    if (sure && !/^\s*([\n,|(]|$)/.test(this.text.slice(span.end))) return undefined;
    return span;
  }

  /** "anna here", "Hauke Petersen hier aus Kiel", "Sarah from Helix here", "Ravi Patel speaking" */
  selfNamed(i: number): Span | undefined {
    const span = this.nameAfter(i, 'known');
    if (!span) return undefined;
    let k = this.tokens.findIndex((token) => token.start >= span.end);
    if (k === -1 || !/^[\s,]+$/.test(this.gap(k))) return undefined;
    if (SELF_LEADS.has(this.tokens[k]?.word ?? '')) {
      const lead = k;
      do {
        k++;
        if (!/^\s+$/.test(this.gap(k))) return undefined;
      } while (
        k - lead < 4 &&
        k < this.tokens.length &&
        !SELF_MARKERS.has(this.tokens[k]?.word ?? '')
      );
    }
    return SELF_MARKERS.has(this.tokens[k]?.word ?? '') ? span : undefined;
  }

  /** At token `i`: the span of a name this position starts or leads to. */
  find(i: number): Span | undefined {
    const sureIntro = this.phraseAt(i, SURE_INTRO);
    if (sureIntro !== undefined && /^[\s:,–-]+$/.test(this.gap(sureIntro))) {
      return this.nameAfter(sureIntro, 'sure');
    }
    const intro =
      this.phraseAt(i, INTRO) ?? (this.opens(i) ? this.phraseAt(i, OPENING_INTRO) : undefined);
    if (intro !== undefined && /^[\s,]+$/.test(this.gap(intro))) {
      const span = this.nameAfter(intro, 'known');
      if (span && this.endsClause(span)) return span;
    }
    const sureSignOff = this.phraseAt(i, SURE_SIGN_OFF);
    if (sureSignOff !== undefined) {
      const span = this.afterSignOff(sureSignOff, true);
      if (span) return span;
    }
    const signOff = this.phraseAt(i, SIGN_OFF);
    if (signOff !== undefined) {
      const span = this.afterSignOff(signOff, false);
      if (span) return span;
    }
    if (this.title(i)) {
      const span = this.nameAfter(i, 'known');
      if (span) return span;
    }
    const afterRole = this.roleEnd(i);
    if (afterRole !== undefined) {
      const span = this.nameAfter(afterRole, 'known');
      if (span) return span;
    }
    return this.opening(i) ?? this.standalone(i);
  }

  /** A name opening the message or a line, after a greeting: "Moin, Hauke Petersen hier". */
  opening(i: number): Span | undefined {
    if (!this.opens(i)) return undefined;
    const greeting = this.phraseAt(i, GREETING);
    const start = greeting !== undefined && /^[\s,!]+$/.test(this.gap(greeting)) ? greeting : i;
    const self = this.selfNamed(start);
    if (self) return self;
    // A signature line: a name alone on its line.
    if (greeting === undefined && (i === 0 || this.gap(i).includes('\n'))) {
      const span = this.nameAfter(i, 'known');
      const words = span
        ? this.tokens.filter((t) => t.start >= span.start && t.end <= span.end)
        : [];
      if (span && words.length >= 2 && /^[\s.]*(\n|$)/.test(this.text.slice(span.end))) return span;
    }
    return undefined;
  }

  /**
   * A known given name with a known surname ("Robert Klein"), one next to removed contact data
   * ("an Helga Brückner, [address]"), or the last words of a message that signs off ("Thanks a
   * lot, Ben").
   */
  standalone(i: number): Span | undefined {
    const token = this.tokens[i];
    const next = this.tokens[i + 1];
    if (!token || !this.knownGiven(i)) return undefined;
    const span = this.nameAfter(i, 'known');
    if (!span) return undefined;
    if (
      token.upper &&
      GIVEN_NAMES.has(token.word) &&
      next?.upper &&
      SURNAMES.has(next.word) &&
      !this.ordinary(i + 1) &&
      /^[ \t]+$/.test(this.gap(i + 1))
    ) {
      return span;
    }
    const words = this.tokens.filter((t) => t.start >= span.start && t.end <= span.end).length;
    const before = this.text.slice(0, span.start);
    const rest = this.text.slice(span.end);
    if (words >= 2 && (/^\s*,\s*\[/.test(rest) || /\]\s*,\s*$/.test(before))) return span;
    if (/^[\s.!]*$/.test(rest) && /,\s*$/.test(before)) {
      const sentence = before.split(/[.!?\n]/).pop() ?? '';
      const said = tokenize(sentence).some((t) => SIGN_OFF_WORDS.has(t.word));
      if (said) return span;
    }
    return undefined;
  }
}

/** The spans of names in `text`, in order, not overlapping. */
export function findNames(text: string): Span[] {
  const finder = new NameFinder(text);
  let i = 0;
  while (i < finder.tokens.length) {
    const next = finder.push(finder.find(i));
    i = next !== undefined && next > i ? next : i + 1;
  }
  return finder.spans;
}
