/** Opening /admin/answers with a new answer prefilled from an unanswered question. */
export type AnswerPrefillState = { answerQuestion: string };

export const answerPrefillState = (question: string): AnswerPrefillState => ({
  answerQuestion: question,
});

export function readAnswerPrefill(state: unknown): string | undefined {
  if (!state || typeof state !== 'object' || !('answerQuestion' in state)) return undefined;
  return typeof state.answerQuestion === 'string' ? state.answerQuestion : undefined;
}
