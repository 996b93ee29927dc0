import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { loadSupabase } from '@/lib/supabase-lazy';
import { firstMessage } from '@/lib/validation';

import {
  type AuthResult,
  requestPasswordReset,
  signIn,
  signUp,
  updatePassword,
} from '../api/auth-actions';
import { type AuthMode, authCopy as copy } from '../copy';
import { redirectError } from '../lib/recovery';
import { type AuthValues, authFields, authSchemas } from '../schemas';
import { useAuth } from './auth-provider';

const resolvers = {
  signin: zodResolver(authSchemas.signin),
  signup: zodResolver(authSchemas.signup),
  reset: zodResolver(authSchemas.reset),
  recovery: zodResolver(authSchemas.recovery),
} as const;

/**
 * /auth: sign in, register, request a password reset, or set a new one from the reset link
 * (`fromResetLink`: the route saw the link's marker before the Supabase client consumed it). The
 * route sends a signed-in visitor to / before this page shows; a successful sign-in goes there too.
 * supabase-js is loaded on the first interaction with the card (focus, pointer, key), if the route
 * has not loaded it already.
 *
 * Validated on submit (then on every change): invalid fields show their message and the first one
 * is toasted as 'Validierungsfehler'. Registration and a sent reset link return to sign-in mode.
 */
export function AuthPage({ fromResetLink }: { fromResetLink: boolean }) {
  const { recovery, endRecovery } = useAuth();
  const navigate = useNavigate();
  const [mode, setMode] = useState<AuthMode>(() => (fromResetLink ? 'recovery' : 'signin'));
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const titleId = useId();
  const current = recovery ? 'recovery' : mode;
  const {
    register,
    handleSubmit,
    reset,
    resetField,
    formState: { errors },
  } = useForm<AuthValues>({
    resolver: resolvers[current],
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // supabase-js is downloaded when the visitor starts using the form, so it is usually there by
  // the time they submit (the actions wait for it otherwise). A failed download is retried then.
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = card.current;
    if (!element) return;
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const stop = () => events.forEach((name) => element.removeEventListener(name, load));
    const load = () => {
      stop();
      loadSupabase().catch(() => {});
    };
    events.forEach((name) => element.addEventListener(name, load));
    return stop;
  }, []);

  useEffect(() => {
    const message = redirectError();
    if (message) toast({ title: copy.toasts.error, description: message, variant: 'destructive' });
  }, []);

  /** Another mode starts unsubmitted: no messages until its first submit. Typed values stay. */
  function switchTo(next: AuthMode) {
    setMode(next);
    reset(undefined, { keepValues: true });
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

  function onInvalid(invalid: FieldErrors<AuthValues>) {
    toast({
      title: copy.toasts.validation,
      description: firstMessage(invalid, authFields),
      variant: 'destructive',
    });
  }

  async function onValid(values: AuthValues) {
    if (inFlight.current) return;
    inFlight.current = true;
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
          resetField('password');
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
      inFlight.current = false;
      setBusy(false);
    }
  }

  const texts = copy.modes[current];
  const showEmail = current !== 'recovery';
  const showPassword = current !== 'reset';

  return (
    <div lang="de" className="mx-auto flex max-w-md flex-col px-6 pt-32 pb-20">
      <div ref={card} className="rounded-lg border border-border bg-card p-8 shadow-xl">
        <h1 id={titleId} className="text-2xl font-bold">
          {texts.title}
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">{texts.intro}</p>
        <form
          noValidate
          aria-labelledby={titleId}
          onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
          className="mt-6 grid gap-4"
        >
          {showEmail ? (
            <Field label={copy.email} error={errors.email?.message}>
              <Input type="email" autoComplete="email" required {...register('email')} />
            </Field>
          ) : null}
          {showPassword ? (
            <Field
              label={current === 'recovery' ? copy.newPassword : copy.password}
              error={errors.password?.message}
            >
              <Input
                type="password"
                autoComplete={current === 'signin' ? 'current-password' : 'new-password'}
                required
                {...register('password')}
              />
            </Field>
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
