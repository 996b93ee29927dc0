export { BookingProvider, useBooking } from './booking-context';
