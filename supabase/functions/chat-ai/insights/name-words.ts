/**
 * The words around a name, in English and German: what introduces one, what stands before one
 * (titles, roles), what ends a message before one (sign-offs), and the ordinary words a name is
 * never made of. `names.ts` reads them; the names themselves come from npm packages
 * (`name-lists.ts`). All are lower-case, with a plain apostrophe.
 */
import { STOP_WORDS } from '../../_shared/tokenize.ts';

const words = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/));

/** Phrases after which a name follows for sure, even one no list knows: "my name is Kowalski". */
export const SURE_INTRODUCTIONS: readonly string[] = [
  'my name is',
  "my name's",
  "name's",
  'i am called',
  'mein name ist',
  'mein name is',
  'mein name lautet',
  'ich heiße',
  'ich heisse',
  'name:',
  'kontoinhaber',
  'kontoinhaberin',
  'account holder',
  'account holder:',
  'inhaber:',
  'unterschrift:',
  'gesendet von:',
  'absender:',
  'from:',
  'von:',
  'ansprechpartner:',
  'ansprechpartnerin:',
  'kontaktperson:',
  'contact person:',
  'zu händen',
  'z. hd.',
  'z.hd.',
  'attn',
  'attn:',
  'c/o',
];

/** Phrases after which a name may follow: taken when the next word is a known given name. */
export const INTRODUCTIONS: readonly string[] = [
  "i'm",
  'i am',
  'this is',
  "it's",
  'its',
  'it is',
  "here's",
  'here is',
  'ich bin',
  'hier ist',
  'hier spricht',
  'hier schreibt',
  'es schreibt',
  'call me',
  'sent by',
  'attention',
  'ich,',
  'i,',
];

/** An introduction that begins a message or sentence without its subject: "Bin der Kevin". */
export const OPENING_INTRODUCTIONS: readonly string[] = ['bin'];

/**
 * Closing formulas after which the rest is a name for sure ("Best regards, Robert Klein"), unless
 * a place comes first ("Viele Grüße aus Stuttgart") or the sentence goes on ("with regards to").
 */
export const SURE_SIGN_OFFS: readonly string[] = [
  'best regards',
  'kind regards',
  'warm regards',
  'warmest regards',
  'many regards',
  'regards',
  'best wishes',
  'sincerely',
  'yours sincerely',
  'yours faithfully',
  'yours truly',
  'mit freundlichen grüßen',
  'mit freundlichen grüssen',
  'mit freundlichem gruß',
  'mit besten grüßen',
  'freundliche grüße',
  'viele grüße',
  'beste grüße',
  'liebe grüße',
  'herzliche grüße',
  'schöne grüße',
  'grüße',
  'grüsse',
  'gruß',
  'gruss',
  'mfg',
];

/** Shorter closings, often followed by other words: a name only when a list knows it. */
export const SIGN_OFFS: readonly string[] = [
  'thanks',
  'thank you',
  'thx',
  'cheers',
  'danke',
  'vielen dank',
  'tschüss',
  'ciao',
  'bye',
  'best',
  'lg',
  'vg',
  'bg',
];

/** Greetings that may open a message before the writer's name ("Moin, Hauke Petersen hier"). */
export const GREETINGS: readonly string[] = [
  'hi there',
  'hello there',
  'hey there',
  'hi',
  'hello',
  'hey',
  'dear',
  'good morning',
  'good afternoon',
  'good evening',
  'morning',
  'hallo',
  'moin',
  'moin moin',
  'servus',
  'grüß gott',
  'grüezi',
  'guten tag',
  'guten morgen',
  'guten abend',
  'hallo zusammen',
];

/** What follows a name that opens a message: "anna here", "Hauke Petersen hier". */
export const SELF_MARKERS = words('here hier speaking again wieder nochmal');

/** Titles that a name follows: abbreviations and forms of address. */
export const TITLES = words(`
  dr prof mr mrs ms miss mx sir dame dipl ing mag fam i.a i.v gez herr herrn frau fr hr familie
`);

/** Abbreviations that are titles only with their dot: "Fr. Müller", not "Mo–Fr Support". */
export const DOTTED_TITLES = words('dipl ing mag fam gez fr hr');

/** Parts of a title that only follow another one: "Dr. med.", "Dr. rer. nat.". */
export const TITLE_PARTS = words('med rer nat phil jur dent habil oec pol');

/**
 * Forms of address that are ordinary words too ("meine Frau"): only a known or capitalised name
 * after them counts.
 */
export const PLAIN_TITLES = words('herr herrn frau fr hr familie');

/** Particles inside a name: "Ursula von der Leyen", "Vincent van Gogh". */
export const PARTICLES = words(
  'von van de der den ter ten zu vom zum da di del della du le la mc mac',
);

/** Roles and relations that may stand right before a name: "CFO Laura Jensen", "Kollege Stefan". */
export const ROLES = words(`
  ceo cto cfo coo cio cdo ciso cmo cpo cro vp svp evp md gm
  head lead leader director manager owner founder cofounder co-founder partner president chair
  chairman chairwoman consultant engineer developer analyst architect assistant secretary
  colleague colleagues coworker co-worker boss supervisor intern student trainee accountant
  controller officer administrator wife husband son daughter brother sister father mother
  geschäftsführer geschäftsführerin gf inhaber inhaberin gründer gründerin mitgründer
  mitgründerin vorstand vorsitzender vorsitzende leiter leiterin prokurist prokuristin berater
  beraterin entwickler entwicklerin ingenieur ingenieurin assistent assistentin assistenz sekretär
  sekretärin kollege kollegen kollegin chef chefin mitarbeiter mitarbeiterin azubi praktikant
  praktikantin studentin werkstudent werkstudentin sachbearbeiter sachbearbeiterin
  ansprechpartner ansprechpartnerin einkäufer einkäuferin buchhalter buchhalterin mann tochter
  sohn bruder schwester vater mutter
`);

/** Word endings of German compound roles: "Einkaufsleiter", "Vertriebsmanagerin". */
export const ROLE_ENDINGS: readonly string[] = [
  'leiter',
  'leiterin',
  'führer',
  'führerin',
  'manager',
  'managerin',
  'berater',
  'beraterin',
  'referent',
  'referentin',
  'beauftragter',
  'beauftragte',
];

/** Legal forms and the like: the words before them are a company's name, not a person's. */
export const COMPANY_WORDS = words(`
  gmbh ag se kg ohg ug gbr mbh ev e.v co inc ltd llc plc corp lp llp stiftung institut institute
  foundation group gruppe holding verlag
`);

/**
 * Stop words that are given names too (Allen, Anders, Else): not ordinary here, so "my name is
 * Anders Hansen" stays a name.
 */
const STOP_WORD_NAMES = words('ab ai allen ander anders darin davon eben else ever jene ki');

/**
 * Ordinary words that stop a name: the stop words of both languages (the tokenizer's, one list
 * for the assistant and the recorder) but those above; words the assistant keeps because a
 * question means something by them ("go-live", "ready-made", "team", "new"); and what visitors
 * write right after "I'm" or "ich bin" when no name follows ("I'm interested", "ich bin neu").
 */
export const ORDINARY_WORDS: ReadonlySet<string> = new Set(
  [
    ...STOP_WORDS,
    ...words(`
      go goes going make made
      new interested looking working trying wondering curious happy glad ready able afraid aware
      busy keen responsible based planning considering evaluating exploring hoping writing
      reaching calling contacting asking running leading managing starting studying thinking
      building one part head team everyone folks guys
      neu interessiert gespannt froh verantwortlich zuständig unsicher selbstständig selbständig
      auf der suche zusammen leute
    `),
  ].filter((word) => !STOP_WORD_NAMES.has(word)),
);

/**
 * Given names that are also everyday words ("I'm frank", "will", "grace"): in lower case they
 * are read as the word; a name needs its capital letter.
 */
export const WORD_NAMES = words(`
  ace ally amber angel art august autumn baby bay bear beat bell bent berry bill blaze blue brain
  brandy brook brown buck bud buddy can chance chase charity clay coral crystal curt daisy dale
  dawn dean delta destiny diamond dock drake earl earnest else era ernst eve faith fern fine flora
  ford forest frank general genesis ginger glen golden grace grant gray green guy halle harm
  harmony haven heath heaven hope hunter iris ivory ivy jack jade jay jazz jewel job joy judge
  junior justice karma king lake lance lane lark lasse lean lee lila lily linde line lion lore love
  loyal lucky major malte mark mason matt max may meadow melody mercy meta miles mine miracle misty
  name noble north nova nur ocean olive opal oral owe pal pat patience pearl peer penny pink pit
  porter precious price prince queen rain ray rebel reed reign rock rocky rod rosa rose royal ruby
  rusty rut sage said sandy scout sister sky stone storm summer sunny till toy trace troy unique
  urban vital viva wade ward will winter wolf
`);
