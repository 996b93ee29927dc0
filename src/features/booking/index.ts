export { BookingProvider, useBooking } from './booking-context';
export { BookingLink } from './booking-link';
