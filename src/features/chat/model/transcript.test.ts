import type { ChatMessage } from './chat-state';
import { conversationTranscript, plainText } from './transcript';

const absolute = (path: string) => `https://example.com${path}`;
const message = (id: number, role: ChatMessage['role'], content: string): ChatMessage => ({
  id,
  role,
  content,
});

describe('the conversation handed to the team', () => {
  it('reads as a message: intro, who said what, plain text with absolute links', () => {
    const text = conversationTranscript(
      [
        message(1, 'user', 'We are an insurer. Any examples?'),
        message(
          2,
          'assistant',
          'Yes: **New underwriters productive in 3 weeks** – [read the case study](/case-studies/abc) or mail [hello@x.example](mailto:hello@x.example).',
        ),
      ],
      { maxLength: 5000, absolute, language: 'en' },
    );
    expect(text).toBe(
      'Hello, I chatted with your AI assistant and would like to continue with your team.\n\n' +
        'Our conversation:\n\n' +
        'Me: We are an insurer. Any examples?\n\n' +
        'AI assistant: Yes: New underwriters productive in 3 weeks – read the case study (https://example.com/case-studies/abc) or mail hello@x.example (hello@x.example).\n\n',
    );
  });

  it('never exceeds the field’s limit: the oldest messages go first, with a note', () => {
    const messages = Array.from({ length: 30 }, (_, i) =>
      message(i + 1, i % 2 ? 'assistant' : 'user', `${i}: ${'word '.repeat(40)}`),
    );
    const text = conversationTranscript(messages, { maxLength: 1000, absolute, language: 'en' });
    expect(text.length).toBeLessThanOrEqual(1000);
    expect(text).toContain('(Earlier messages left out.)');
    expect(text).toContain('AI assistant: 29: word');
    expect(text).not.toContain('Me: 0: word');
  });

  it('is written in the conversation’s language', () => {
    const text = conversationTranscript([message(1, 'user', 'Wie schnell antworten Sie?')], {
      maxLength: 5000,
      absolute,
      language: 'de',
    });
    expect(text).toBe(
      'Guten Tag, ich habe mit Ihrem KI-Assistenten gesprochen und möchte mit Ihrem Team weitermachen.\n\n' +
        'Unsere Unterhaltung:\n\n' +
        'Ich: Wie schnell antworten Sie?\n\n',
    );
  });

  it('cuts a single message that is too long on its own', () => {
    const text = conversationTranscript([message(1, 'user', 'x'.repeat(9000))], {
      maxLength: 5000,
      absolute,
      language: 'en',
    });
    expect(text.length).toBeLessThanOrEqual(5000);
    expect(text).toMatch(/Me: x+…/);
  });

  it('leaves plain text and external links readable', () => {
    expect(plainText('See [docs](https://a.example/d) and __this__.', absolute)).toBe(
      'See docs (https://a.example/d) and this.',
    );
  });
});
