import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

import {
  type AuthResult,
  requestPasswordReset,
  signIn,
  signUp,
  updatePassword,
} from '../api/auth-actions';
import { type AuthMode, authCopy as copy } from '../copy';
import {
  type AuthField,
  type FieldErrors,
  credentialsSchema,
  newPasswordSchema,
  resetSchema,
  validate,
} from '../schemas';
import { redirectError } from '../lib/recovery';
import { useAuth } from './auth-provider';

const schemas = {
  signin: credentialsSchema,
  signup: credentialsSchema,
  reset: resetSchema,
  recovery: newPasswordSchema,
} as const;

/**
 * /auth: sign in, register, request a password reset, or set a new one from the reset link
 * (`fromResetLink`: the route saw the link's marker before the Supabase client consumed it). The
 * route sends a signed-in visitor to / before this page shows; a successful sign-in goes there too.
 */
export function AuthPage({ fromResetLink }: { fromResetLink: boolean }) {
  const { recovery, endRecovery } = useAuth();
  const navigate = useNavigate();
  const [mode, setMode] = useState<AuthMode>(() => (fromResetLink ? 'recovery' : 'signin'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const ids = { email: useId(), password: useId(), title: useId() };
  const current = recovery ? 'recovery' : mode;

  useEffect(() => {
    const message = redirectError();
    if (message) toast({ title: copy.toasts.error, description: message, variant: 'destructive' });
  }, []);

  function switchTo(next: AuthMode) {
    setMode(next);
    setErrors({});
  }

  function report(result: AuthResult): boolean {
    if (result.ok) return true;
    if (result.reason === 'user-exists') {
      toast({ ...copy.toasts.userExists, variant: 'destructive' });
    } else {
      toast({ title: copy.toasts.error, description: result.message, variant: 'destructive' });
    }
    return false;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const values = { email: email.trim(), password };
    const invalid = validate(schemas[current], values);
    if (invalid) {
      setErrors(invalid.fields);
      toast({ title: copy.toasts.validation, description: invalid.first, variant: 'destructive' });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (current === 'signin') {
        if (report(await signIn(values.email, values.password))) {
          toast(copy.toasts.signedIn);
          await navigate('/', { replace: true });
        }
      } else if (current === 'signup') {
        const origin = window.location.origin;
        if (report(await signUp(values.email, values.password, `${origin}/`))) {
          toast(copy.toasts.registered);
          setPassword('');
          switchTo('signin');
        }
      } else if (current === 'reset') {
        const redirectTo = `${window.location.origin}/auth`;
        if (report(await requestPasswordReset(values.email, redirectTo))) {
          toast(copy.toasts.resetSent);
          switchTo('signin');
        }
      } else if (report(await updatePassword(values.password))) {
        toast(copy.toasts.passwordUpdated);
        endRecovery();
        // Signed in with the new password: nothing left to do here.
        await navigate('/', { replace: true });
      }
    } finally {
      setBusy(false);
    }
  }

  const texts = copy.modes[current];
  const showEmail = current !== 'recovery';
  const showPassword = current !== 'reset';

  return (
    <div lang="de" className="mx-auto flex max-w-md flex-col px-6 pt-32 pb-20">
      <div className="rounded-lg border border-border bg-card p-8 shadow-xl">
        <h1 id={ids.title} className="text-2xl font-bold">
          {texts.title}
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">{texts.intro}</p>
        <form
          noValidate
          aria-labelledby={ids.title}
          onSubmit={onSubmit}
          className="mt-6 grid gap-4"
        >
          {showEmail ? (
            <Field
              id={ids.email}
              name="email"
              label={copy.email}
              type="email"
              autoComplete="email"
              value={email}
              onChange={setEmail}
              error={errors.email}
            />
          ) : null}
          {showPassword ? (
            <Field
              id={ids.password}
              name="password"
              label={current === 'recovery' ? copy.newPassword : copy.password}
              type="password"
              autoComplete={current === 'signin' ? 'current-password' : 'new-password'}
              value={password}
              onChange={setPassword}
              error={errors.password}
            />
          ) : null}
          <Button type="submit" variant="accent" disabled={busy} aria-busy={busy}>
            {busy ? copy.loading : texts.submit}
          </Button>
        </form>
        {current !== 'recovery' ? (
          <div className="mt-6 flex flex-col items-start gap-2 text-sm">
            {current === 'signin' ? (
              <>
                <Button variant="link" size="inline" onClick={() => switchTo('signup')}>
                  {copy.toSignup}
                </Button>
                <Button variant="link" size="inline" onClick={() => switchTo('reset')}>
                  {copy.toReset}
                </Button>
              </>
            ) : (
              <Button variant="link" size="inline" onClick={() => switchTo('signin')}>
                {current === 'signup' ? copy.toSignin : copy.backToSignin}
              </Button>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function Field({
  id,
  name,
  label,
  type,
  autoComplete,
  value,
  onChange,
  error,
}: {
  id: string;
  name: AuthField;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="h-10 rounded-md border border-border bg-background px-3 text-sm aria-invalid:border-destructive"
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
