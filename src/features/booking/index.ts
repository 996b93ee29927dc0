export { BookingProvider, useBooking, type BookingControls } from './booking-context';
