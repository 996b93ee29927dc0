import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { bookingDialog as bookingCopy } from '@/content/booking';

const bookingDialog = bookingCopy.en;

vi.mock('@/lib/env', () => ({
  env: { meetingsUrl: undefined, meetingsEmbedScriptUrl: 'https://embed.example/x.js' },
}));

const { BookingDialog } = await import('./booking-dialog');

describe('BookingDialog without a meetings URL', () => {
  // Radix Dialog's first render is slow on a busy machine; allow more than the 5 s default.
  it(
    'explains that online booking is unavailable and links to the contact page',
    { timeout: 20_000 },
    () => {
      render(
        <MemoryRouter>
          <BookingDialog open onOpenChange={() => {}} />
        </MemoryRouter>,
      );
      expect(screen.getByRole('dialog', { name: bookingDialog.title })).toBeInTheDocument();
      expect(screen.getByText(bookingDialog.notConfigured)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: bookingDialog.contactLink.label })).toHaveAttribute(
        'href',
        '/contact',
      );
      expect(document.querySelector('.meetings-iframe-container')).toBeNull();
      expect(document.querySelector('script')).toBeNull();
      expect(screen.getByRole('button', { name: bookingDialog.maybeLater })).toBeInTheDocument();
    },
  );
});

describe('BookingDialog with a meetings page', () => {
  const meetingsUrl = 'https://meetings.example/book/team?embed=true';

  function openWith(onBooked: () => void) {
    render(
      <MemoryRouter>
        <BookingDialog open onOpenChange={() => {}} onBooked={onBooked} meetingsUrl={meetingsUrl} />
      </MemoryRouter>,
    );
  }

  function post(data: unknown, origin = 'https://meetings.example') {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  }

  it(
    'hears a booking in HubSpot’s message and in the older pages’ misspelling, from that page only',
    { timeout: 20_000 },
    () => {
      const onBooked = vi.fn();
      openWith(onBooked);
      post({ meetingBookSucceeded: true, meetingsPayload: {} });
      expect(onBooked).toHaveBeenCalledTimes(1);
      // HubSpot's older embed pages spell it with three e's.
      post({ meeetingBookSucceeded: true, meetingsPayload: {} });
      expect(onBooked).toHaveBeenCalledTimes(2);
      post({ meetingBookSucceeded: false });
      post({ meeetingBookSucceeded: 'true' });
      post('meetingBookSucceeded');
      post({ meetingBookSucceeded: true }, 'https://elsewhere.example');
      post({ meeetingBookSucceeded: true }, 'https://elsewhere.example');
      expect(onBooked).toHaveBeenCalledTimes(2);
    },
  );
});
