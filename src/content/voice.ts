import { localized } from '@/lib/locale';

/** Every string voice input shows; the English as the client wrote them: keep them word for word. */
const en = {
  recording: { title: 'Recording', description: 'Speak now... Click again to stop.' },
  microphoneError: {
    title: 'Microphone Error',
    description: 'Please allow microphone access to use voice input.',
  },
  voiceError: {
    title: 'Voice Error',
    description: 'Failed to process voice input. Please try again.',
  },
  notInitialized: 'MediaRecorder not initialized',
  nothingHeard: {
    title: 'Nothing heard',
    description:
      "We couldn't hear anything in that recording. Please try again or type your message.",
  },
  unavailable: {
    title: 'Voice input unavailable',
    description: 'Voice input is not available right now. Please type your message instead.',
  },
  /** Too many recordings: the description is the server's message. */
  limited: { title: 'Voice input paused' },
  label: {
    idle: 'Start voice input',
    recording: 'Stop recording',
    processing: 'Transcribing voice input',
    unavailable: 'Voice input unavailable',
  },
  status: {
    recording: 'Recording started. Press the button again to stop.',
    processing: 'Transcribing your voice message…',
  },
};

const de: typeof en = {
  recording: {
    title: 'Aufnahme läuft',
    description: 'Sprechen Sie jetzt … Klicken Sie erneut, um zu beenden.',
  },
  microphoneError: {
    title: 'Mikrofonfehler',
    description: 'Bitte erlauben Sie den Zugriff auf das Mikrofon, um die Spracheingabe zu nutzen.',
  },
  voiceError: {
    title: 'Fehler bei der Spracheingabe',
    description:
      'Die Spracheingabe konnte nicht verarbeitet werden. Bitte versuchen Sie es erneut.',
  },
  notInitialized: 'Die Aufnahme wurde nicht gestartet',
  nothingHeard: {
    title: 'Nichts zu hören',
    description:
      'In dieser Aufnahme war nichts zu hören. Bitte versuchen Sie es erneut oder tippen Sie Ihre Nachricht.',
  },
  unavailable: {
    title: 'Spracheingabe nicht verfügbar',
    description:
      'Die Spracheingabe ist gerade nicht verfügbar. Bitte tippen Sie Ihre Nachricht stattdessen.',
  },
  limited: { title: 'Spracheingabe pausiert' },
  label: {
    idle: 'Spracheingabe starten',
    recording: 'Aufnahme beenden',
    processing: 'Spracheingabe wird umgewandelt',
    unavailable: 'Spracheingabe nicht verfügbar',
  },
  status: {
    recording: 'Aufnahme gestartet. Drücken Sie die Schaltfläche erneut, um zu beenden.',
    processing: 'Ihre Sprachnachricht wird umgewandelt …',
  },
};

export const voiceMessages = localized({ en, de });
