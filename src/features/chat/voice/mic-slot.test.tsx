import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderMic } from './mic-slot';
import { installFakeMicrophone, uninstallFakeMicrophone } from '@/testing/fake-microphone';

beforeEach(() => void installFakeMicrophone());
afterEach(() => uninstallFakeMicrophone());

describe('renderMic', { timeout: 20_000 }, () => {
  it('renders the mic button in the slot, disabled while the assistant is thinking', async () => {
    const send = vi.fn();
    const { rerender } = render(<>{renderMic({ disabled: true, send })}</>, {
      wrapper: MemoryRouter,
    });
    // The button's code is a lazy chunk; give it time on a busy machine.
    expect(
      await screen.findByRole('button', { name: 'Start voice input' }, { timeout: 10_000 }),
    ).toBeDisabled();

    rerender(<>{renderMic({ disabled: false, send })}</>);
    expect(screen.getByRole('button', { name: 'Start voice input' })).toBeEnabled();
  });
});
