import type { PublishedCaseStudy } from '../case-studies.ts';
import type { TeamAnswer } from '../team-answers.ts';
import type { ChatTurn } from '../../../_shared/chat-contract.ts';
import type { ReplyLanguage } from '../../../_shared/language.ts';

/** A reply in progress: pieces of text in order. Their concatenation is the whole reply. */
export type ReplyStream = AsyncIterable<string>;

type ReplyRequest = {
  messages: ChatTurn[];
  /** The language to answer in: the visitor's, else the browser's (`replyLanguage`). */
  language: ReplyLanguage;
  /** The published case studies, in display order (empty when none or unavailable). */
  stories: PublishedCaseStudy[];
  /** The team's published answers (empty when none or unavailable); they come first. */
  teamAnswers: TeamAnswer[];
  /** Whether the caller streams the reply (a provider may then ask its upstream to stream). */
  stream: boolean;
  /**
   * The texts closest to the question by meaning (closest first; `SemanticSearch.rank`), when an
   * embeddings provider and a vector store are configured: fused with the lexical ranking.
   */
  semantic?: readonly string[];
};

/**
 * A reply and what it drew on: knowledge entry ids, `story:<id>`, `stories` (the list),
 * `team:<id>`, or `greeting`, `thanks`, `off-topic`; empty when nothing answered the question.
 */
type Reply = { pieces: ReplyStream; sources: string[] };

/**
 * A source of assistant replies. `reply()` resolves once the reply has started (so failures before
 * the first byte can still become a plain JSON error) and throws a `ProviderError` otherwise.
 */
export interface ChatProvider {
  readonly name: 'builtin' | 'openai';
  /** Whether a call costs money (decides the rate limiter's failure mode). */
  readonly paid: boolean;
  reply(request: ReplyRequest): Promise<Reply>;
}

/** A provider failure with the status to answer: 502 upstream error, 504 timeout. */
export class ProviderError extends Error {
  constructor(
    readonly status: 502 | 504,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
