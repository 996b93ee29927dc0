import { localized } from '@/lib/locale';

const en = {
  /** Typewriter placeholder phrases, in order: four, in each language. */
  placeholderPhrases: [
    'How can I help you?',
    'Ask about AI automation...',
    'What challenges are you facing?',
    'Ready to transform your workflow?',
  ] as [string, string, string, string],
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
    /** The wait of a 429 that does not say how long. */
    shortWait: 'a moment',
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
    text: 'Your messages and voice input are sent to our AI service provider to generate the answers. We keep your questions for 90 days to improve the answers, without e-mail addresses, phone numbers, IBANs, postal addresses, link parameters and names (a name written in an unusual way can slip through).',
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
};

const de: typeof en = {
  placeholderPhrases: [
    'Wie kann ich Ihnen helfen?',
    'Fragen Sie zur KI-Automatisierung …',
    'Vor welchen Herausforderungen stehen Sie?',
    'Bereit, Ihre Abläufe zu verändern?',
  ],
  typewriter: en.typewriter,
  suggestions: [
    'Wie kann KI unsere Kosten senken?',
    'Zeigen Sie mir Automatisierungsbeispiele',
    'Was ist unser erster Schritt?',
  ],
  thinking: 'Denke nach …',
  inputLabel: 'Nachricht an den KI-Assistenten',
  send: 'Nachricht senden',
  mic: 'Spracheingabe',
  suggestionsLabel: 'Vorgeschlagene Fragen',
  messagesLabel: 'Unterhaltung mit dem KI-Assistenten',
  you: 'Sie',
  assistant: 'KI-Assistent',
  meetingCard: {
    title: 'Gespräch vereinbaren',
    text: 'Sprechen Sie mit unseren KI-Fachleuten über Ihre konkreten Anforderungen',
    button: '15-Minuten-Gespräch buchen',
  },
  errors: {
    title: 'Fehler',
    fallback: 'Die Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    empty: 'Keine Antwort vom KI-Assistenten',
    rateLimited:
      'Sie senden Nachrichten zu schnell. Bitte warten Sie {wait} und versuchen Sie es dann erneut.',
    shortWait: 'einen Moment',
  },
  newConversation: 'Neue Unterhaltung',
  handoff: {
    action: 'Diese Unterhaltung an unser Team senden',
    intro:
      'Guten Tag, ich habe mit Ihrem KI-Assistenten gesprochen und möchte mit Ihrem Team weitermachen.',
    heading: 'Unsere Unterhaltung:',
    you: 'Ich',
    assistant: 'KI-Assistent',
    omitted: '(Frühere Nachrichten ausgelassen.)',
  },
  privacy: {
    text: 'Ihre Nachrichten und Spracheingaben werden an unseren KI-Dienstleister übermittelt, um die Antworten zu erzeugen. Ihre Fragen speichern wir 90 Tage lang, um die Antworten zu verbessern – ohne E-Mail-Adressen, Telefonnummern, IBANs, Postanschriften, Link-Parameter und Namen (ein ungewöhnlich geschriebener Name kann erhalten bleiben).',
    link: 'Datenschutzerklärung',
    href: '/privacy',
  },
  floating: {
    tooltip: 'Fragen Sie mich',
    open: 'Fragen Sie mich',
    dialogTitle: 'KI-Assistent',
    dialogDescription:
      'Fragen Sie nach unseren KI-Agenten, dem Workshop, Zeitplänen oder dem Einstieg.',
    close: 'Assistenten schließen',
    newBadge: 'Neu',
  },
};

/** Every user-visible string of the chat box and the floating assistant, and its timings. */
export const chatCopy = localized({ en, de });
