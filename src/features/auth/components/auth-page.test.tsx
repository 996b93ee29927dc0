import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';

import { loadSupabase } from '@/lib/supabase-lazy';

import { requestPasswordReset, signIn, signUp, updatePassword } from '../api/auth-actions';
import { AuthPage } from './auth-page';

vi.mock('@/lib/supabase-lazy', () => ({ loadSupabase: vi.fn() }));

vi.mock('../api/auth-actions', () => ({
  signIn: vi.fn(),
  signUp: vi.fn(),
  requestPasswordReset: vi.fn(),
  updatePassword: vi.fn(),
}));

const auth = { recovery: false, endRecovery: vi.fn(), signOut: vi.fn() };
vi.mock('./auth-provider', () => ({ useAuth: () => auth }));

beforeEach(() => {
  vi.mocked(loadSupabase).mockReturnValue(new Promise(() => {}));
  vi.mocked(signIn).mockResolvedValue({ ok: true });
  vi.mocked(signUp).mockResolvedValue({ ok: true });
  vi.mocked(requestPasswordReset).mockResolvedValue({ ok: true });
  vi.mocked(updatePassword).mockResolvedValue({ ok: true });
});

afterEach(() => {
  resetToasts();
  vi.clearAllMocks();
});

function setup(fromResetLink = false) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/auth']}>
      <Routes>
        <Route path="/auth" element={<AuthPage fromResetLink={fromResetLink} />} />
        <Route path="/" element={<p>Startseite</p>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
  return user;
}

const email = () => screen.getByLabelText('E-Mail', { exact: true });
const password = () => screen.getByLabelText('Passwort', { exact: true });
const toasts = () => screen.getByRole('region', { name: /Notifications/ });

describe('AuthPage', () => {
  it.each([
    ['focusing a field', (user: ReturnType<typeof userEvent.setup>) => user.click(email())],
    ['pressing Tab into the form', (user: ReturnType<typeof userEvent.setup>) => user.tab()],
    [
      'switching the mode',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Passwort vergessen?' })),
    ],
  ])('loads the Supabase client on the first interaction (%s), not before', async (_, act) => {
    const user = setup();
    expect(loadSupabase).not.toHaveBeenCalled();
    await act(user);
    await user.keyboard('a');
    expect(loadSupabase).toHaveBeenCalledOnce();
  });

  it('shows the messages next to the fields and toasts the first one', async () => {
    const user = setup();
    await user.type(email(), 'not-an-email');
    await user.type(password(), '123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    const toast = await within(toasts()).findByText('Validierungsfehler');
    expect(toast.closest('li')).toHaveTextContent('Ungültige E-Mail-Adresse');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Ungültige E-Mail-Adresse');
    expect(password()).toHaveAccessibleDescription('Passwort muss mindestens 6 Zeichen lang sein');
    expect(signIn).not.toHaveBeenCalled();

    // After a submit, a field is checked again as it changes.
    await user.type(password(), '456');
    await waitFor(() => expect(password()).not.toHaveAttribute('aria-invalid'));
  });

  it('signs in with the trimmed e-mail, shows the loading label, then greets and goes home', async () => {
    let finish: (value: { ok: true }) => void = () => {};
    vi.mocked(signIn).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = setup();
    await user.type(email(), '  ada@example.com ');
    await user.type(password(), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByRole('button', { name: 'Lädt...' })).toBeDisabled();
    expect(signIn).toHaveBeenCalledWith('ada@example.com', 'secret-password');
    finish({ ok: true });
    expect(await within(toasts()).findByText('Willkommen zurück!')).toBeInTheDocument();
    expect(await screen.findByText('Startseite')).toBeInTheDocument();
  });

  it('shows the server’s message in a Fehler toast and stays', async () => {
    vi.mocked(signIn).mockResolvedValue({
      ok: false,
      reason: 'error',
      message: 'Invalid login credentials',
    });
    const user = setup();
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await within(toasts()).findByText('Invalid login credentials')).toBeInTheDocument();
    expect(within(toasts()).getByText('Fehler')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
    expect(password()).toHaveValue('wrong-password');
  });

  it('registers, then returns to sign-in with the e-mail kept and the password cleared', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Noch kein Konto? Registrieren' }));
    expect(screen.getByRole('heading', { name: 'Registrieren', level: 1 })).toBeInTheDocument();
    await user.type(email(), 'new@example.com');
    await user.type(password(), 'first-password');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    expect(await within(toasts()).findByText('Erfolgreich registriert')).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith(
      'new@example.com',
      'first-password',
      'http://localhost:3000/',
    );
    expect(screen.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeInTheDocument();
    expect(email()).toHaveValue('new@example.com');
    expect(password()).toHaveValue('');
  });

  it('refuses an existing e-mail with its own toast', async () => {
    vi.mocked(signUp).mockResolvedValue({ ok: false, reason: 'user-exists' });
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Noch kein Konto? Registrieren' }));
    await user.type(email(), 'taken@example.com');
    await user.type(password(), 'first-password');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await within(toasts()).findByText('Konto existiert bereits')).toBeInTheDocument();
    expect(within(toasts()).getByText('Bitte melde dich stattdessen an.')).toBeInTheDocument();
  });

  it('validates only the e-mail for a reset link, and a mode switch clears old messages', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findAllByText('Ungültige E-Mail-Adresse')).not.toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Passwort vergessen?' }));
    expect(screen.queryByLabelText('Passwort', { exact: true })).not.toBeInTheDocument();
    expect(email()).not.toHaveAttribute('aria-invalid');
    // The new mode is checked on its own first submit, not while typing.
    await user.type(email(), 'ada@');
    expect(email()).not.toHaveAttribute('aria-invalid');

    await user.type(email(), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await within(toasts()).findByText('E-Mail gesendet')).toBeInTheDocument();
    expect(requestPasswordReset).toHaveBeenCalledWith(
      'ada@example.com',
      'http://localhost:3000/auth',
    );
    expect(screen.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeInTheDocument();
  });

  it('from a reset link, asks only for the new password', async () => {
    const user = setup(true);
    expect(screen.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeInTheDocument();
    expect(screen.queryByLabelText('E-Mail', { exact: true })).not.toBeInTheDocument();
    const field = screen.getByLabelText('Neues Passwort');
    await user.type(field, 'short');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(
      await within(toasts()).findByText('Passwort muss mindestens 6 Zeichen lang sein'),
    ).toBeInTheDocument();
    expect(updatePassword).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByText('Startseite')).toBeInTheDocument();
    expect(updatePassword).toHaveBeenCalledWith('brand-new-password');
    expect(auth.endRecovery).toHaveBeenCalled();
  });
});
