/**
 * The shape of the assistant's knowledge base, one definition for its three places: the content
 * module the team edits (src/content/knowledge-base.ts), the generator (`npm run gen:kb`,
 * scripts/knowledge-base-module.ts) and the copy it generates for the functions
 * (knowledge-base.generated.ts). Like the other contracts it imports nothing.
 */

export type KnowledgeLanguage = 'en' | 'de';

export type KnowledgeEntry = {
  /** Stable id (kebab-case). */
  id: string;
  /** Short topic title, used in the model prompt. */
  topic: string;
  /** Extra search terms in both languages (synonyms a visitor might type). */
  keywords: string[];
  /** The answer, quoted verbatim by the built-in assistant. Markdown allowed. */
  answer: Record<KnowledgeLanguage, string>;
  /** True when the helpful next step after this answer is a call (booking, pricing, next steps). */
  suggestMeeting?: boolean;
  /**
   * The id of a FAQ entry (faq_entries) whose question is this entry's topic and, with its
   * answer, leads each of its answers (`answer` then holds what follows, if anything). chat-ai
   * writes them from the published entry and leaves this one out while there is none.
   */
  faq?: string;
};

/**
 * How the built-in assistant presents published case studies; `{title}`, `{client}` and
 * `{industry}` are filled in.
 */
export type KnowledgeStoryCopy = {
  intro: string;
  /** Added to the intro when the story is written in the other language only. */
  otherLanguage: string;
  results: string;
  link: string;
  list: string;
  noIndustry: string;
};

/**
 * A piece of what the site's pages say (a section, card or item: its heading and text), which the
 * built-in assistant may search and quote with a link to its page. Legal passages (privacy,
 * terms, imprint) are quoted only for legal questions.
 */
export type KnowledgePassage = {
  /**
   * Where it sits in the site's copy (`about.values.items.2`): the same for its English and its
   * German text, and stable while other sections change.
   */
  id: string;
  /** The page's English path (`/ai-agents`, `/#faq`); German replies link it under /de. */
  path: string;
  language: KnowledgeLanguage;
  heading: string;
  text: string;
  legal?: boolean;
};
