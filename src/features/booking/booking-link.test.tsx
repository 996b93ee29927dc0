import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { bookingDialog as bookingCopy } from '@/content/booking';

import { BookingProvider } from './booking-context';
import { BookingLink, bookingPageHref } from './booking-link';

const bookingDialog = bookingCopy.en;

describe('bookingPageHref', () => {
  it('leads to the scheduling page without the embed flag', () => {
    expect(bookingPageHref('https://meetings.hubspot.com/team?embed=true')).toBe(
      'https://meetings.hubspot.com/team',
    );
    expect(bookingPageHref('http://127.0.0.1:54321/__local/meetings/book?embed=true&x=1')).toBe(
      'http://127.0.0.1:54321/__local/meetings/book?x=1',
    );
  });

  it('leads to the contact page when no scheduling page is configured', () => {
    expect(bookingPageHref(undefined)).toBe(bookingDialog.contactLink.href);
  });
});

describe('BookingLink', () => {
  const renderLink = () =>
    render(
      <MemoryRouter>
        <BookingProvider>
          <BookingLink>Book a call</BookingLink>
        </BookingProvider>
      </MemoryRouter>,
    );

  // The dialog (Radix Dialog, loaded on first use) renders slowly on a busy machine: allow more
  // than the 5 s test default, and more than the 1 s findBy* default for it to appear.
  it('opens the booking dialog instead of following the link', { timeout: 20_000 }, async () => {
    renderLink();
    const link = screen.getByRole('link', { name: 'Book a call' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(
      await screen.findByRole('dialog', { name: bookingDialog.title }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('leaves a modified click (new tab) to the browser', () => {
    renderLink();
    const link = screen.getByRole('link', { name: 'Book a call' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
