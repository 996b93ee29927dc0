/**
 * A third fresh held-out set: visitor questions written on 2026-11-29, before the changes it is to
 * measure, from the site's content only (the knowledge-base entries and page passages in both
 * editions, the published case studies of supabase/seed.sql, and the FAQ entries, legal pages and
 * company facts the database is seeded with), by someone who had not seen how the assistant matches
 * questions and without asking the assistant any of them first. Paraphrases as visitors type them,
 * short and long, English and German (the "Sie" form), now and then casual or in the other
 * language than the site's.
 *
 * Its first-try score is the figure that counts (docs/assistant.md). Never add vocabulary,
 * synonyms, stop words or rules because of a string in this file; fix the cause in general.
 *
 * 73 answerable questions over every page (home 9, about 8, AI agents 9, workshop 9, partners 5,
 * contact 7, case studies 9, FAQ 7, legal 10), each naming in `sources` every text that holds its
 * answer (`entry:<id>`, `passage:<id>`, `story:<client>`); 19 (21%) the site cannot answer: 10 ask
 * the company for facts it never states, 9 for services near its field it does not offer. 46 of
 * the 92 questions are written in German.
 */
import { factItems } from './facts';
import { pageItems } from './pages';

export const thirdFreshItems = [...pageItems, ...factItems];
