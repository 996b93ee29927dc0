// Only the slot is public: the button's code is loaded lazily through it.
export { renderMic } from './mic-slot';
