/** Every user-visible string of the chat box and the floating assistant, and its timings. */
export const chatCopy = {
  /** Typewriter placeholder phrases, in order. */
  placeholderPhrases: [
    'How can I help you?',
    'Ask about AI automation...',
    'What challenges are you facing?',
    'Ready to transform your workflow?',
  ],
  /** Typewriter timings: 80 ms per typed and 50 ms per deleted character, 2 s pause, cursor blink 530 ms. */
  typewriter: { typeMs: 80, deleteMs: 50, pauseMs: 2000, cursorBlinkMs: 530 },
  suggestions: [
    'How can AI reduce our costs?',
    'Show me automation examples',
    "What's our first step?",
  ],
  thinking: 'Thinking...',
  inputLabel: 'Message the AI assistant',
  send: 'Send message',
  mic: 'Voice input',
  suggestionsLabel: 'Suggested questions',
  messagesLabel: 'Conversation with the AI assistant',
  you: 'You',
  assistant: 'AI assistant',
  meetingCard: {
    title: 'Schedule a Call',
    text: 'Talk to our AI experts about your specific needs',
    button: 'Book 15min Call',
  },
  errors: {
    title: 'Error',
    fallback: 'Failed to send message. Please try again.',
    empty: 'No response from AI',
    /** A 429 without a readable body; `{wait}` is e.g. "2 minutes". */
    rateLimited: 'You are sending messages too quickly. Please wait {wait} and try again.',
  },
  /** The control that drops the conversation and starts a new one (new session id). */
  newConversation: 'New conversation',
  /** Hand-off: opens /contact with the conversation prefilled in the message field. */
  handoff: {
    action: 'Send this conversation to our team',
    intro: 'Hello, I chatted with your AI assistant and would like to continue with your team.',
    heading: 'Our conversation:',
    you: 'Me',
    assistant: 'AI assistant',
    /** Put first when the oldest messages did not fit the message field. */
    omitted: '(Earlier messages left out.)',
  },
  /** Under the chat input: who processes what the visitor types or says. */
  privacy: {
    text: 'Your messages and voice input are sent to our AI service provider to generate the answers.',
    link: 'Privacy policy',
    href: '/privacy',
  },
  floating: {
    tooltip: 'Ask me anything',
    open: 'Ask me anything',
    dialogTitle: 'AI assistant',
    dialogDescription: 'Ask about our AI agents, the workshop, timelines or how to get started.',
    close: 'Close the assistant',
    newBadge: 'New',
  },
} as const;
