/**
 * Public surface of the chat feature: the hero chat box and its microphone. The root layout
 * imports the floating assistant's loader from its own module, so the chat box stays out of the
 * chunk every page loads first.
 */
export { ChatBox } from './components/chat-box';
export { renderMic } from './voice';
