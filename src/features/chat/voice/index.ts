export { MicButton, type MicButtonProps } from './mic-button';
export { renderMic } from './mic-slot';
export { MAX_RECORDING_MS, useVoiceRecorder, type VoiceState } from './use-voice-recorder';
