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
