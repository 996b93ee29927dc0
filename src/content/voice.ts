/** Every string voice input shows, as the client wrote them: keep them word for word. */
export const voiceMessages = {
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
} as const;
