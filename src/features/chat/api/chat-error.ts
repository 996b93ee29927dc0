/** A chat failure whose message is meant for the visitor (kept apart so it ships without the API). */
export class ChatError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ChatError';
  }
}
