/**
 * A second fresh held-out set: visitor questions written on 2026-11-29, before the retrieval
 * changes it is to measure, from the site's content only (the knowledge-base entries and page
 * passages in both editions, the published case studies of supabase/seed.sql, src/content/site.ts),
 * without asking the assistant any of them first. Paraphrases as visitors type them, English and
 * German (the "Sie" form), now and then casual or mixing the chat's language.
 *
 * Its first-try score is the figure that counts (docs/assistant.md). Never add vocabulary,
 * synonyms, stop words or rules because of a string in this file; fix the cause in general.
 *
 * 64 answerable questions over every page, each naming in `sources` every text that holds its
 * answer (`entry:<id>`, `passage:<id>`, `story:<client>`); 16 (20%) the site cannot answer: half
 * ask the company for facts it never states, half for services near its field it does not offer.
 */
import { factItems } from './facts';
import { pageItems } from './pages';

export const secondFreshItems = [...pageItems, ...factItems];
