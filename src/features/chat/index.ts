/** Public surface of the chat feature: the hero chat box and the floating assistant. */
export { ChatBox, type ChatBoxProps, type MicSlotProps } from './components/chat-box';
export { LazyFloatingAssistant } from './components/floating-assistant-loader';
export type { FloatingAssistantProps } from './components/floating-assistant';
export { renderMic } from './voice';
