export { MicButton, type MicButtonProps } from './mic-button';
export { useVoiceRecorder, MAX_RECORDING_MS, type VoiceState } from './use-voice-recorder';
