import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LocalLink } from '@/components/ui/local-link';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import type { ContactFormCopy } from '@/content/contact';
import { env } from '@/lib/env';
import { useLocale } from '@/lib/use-locale';

import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LANGUAGE_FIELD,
  CONTACT_PAGE_NAME_FIELD,
} from './api/contact-contract';
import {
  type ContactPage,
  ContactFormNotConfiguredError,
  submitContact,
} from './api/submit-contact';
import { type ContactFormValues, contactSchema, emptyContactForm } from './schema';

type Props = {
  /** The page's copy, in its language: labels, messages, toasts. */
  copy: ContactFormCopy;
  /** Injected in tests; defaults to the real forms endpoint. */
  submit?: (
    values: ContactFormValues,
    page: Pick<ContactPage, 'name' | 'language'>,
  ) => Promise<void>;
  /** Called after a message was sent (not for a bot's honeypot submission). */
  onSent?: () => void;
  /** Text to put in the message field (the assistant's conversation hand-off); still editable. */
  prefillMessage?: string;
};

/**
 * Where the form posts itself when it is sent before the page's script has run: the
 * submit-contact function, which sends it on and leads to the page that says how it went.
 */
const plainPostUrl = env.supabaseUrl
  ? `${env.supabaseUrl.replace(/\/+$/, '')}/functions/v1/submit-contact`
  : undefined;

/**
 * The contact form: first name, last name, e-mail, company and message, sent to the marketing forms
 * endpoint. Validated on submit, then on every change; 'Sending...' and everything disabled while
 * it is sent. Nothing the visitor typed is lost on failure; a success resets it.
 *
 * Before the page's script has run it is a plain HTML form: the browser checks the fields
 * (`required`, `type="email"`, `maxlength`) and posts them to submit-contact. Once React has taken
 * over (keeping whatever was typed meanwhile), the browser's checks give way to the form's own
 * messages (`noValidate`) and the form is sent in place.
 */
export function ContactForm({ copy: page, submit = submitContact, prefillMessage, onSent }: Props) {
  const locale = useLocale();
  const copy = page.form;
  // Built on the first check, not while the page hydrates: most visitors never send the form.
  const resolver = useMemo<Resolver<ContactFormValues>>(() => {
    let check: Resolver<ContactFormValues> | undefined;
    return (values, context, options) => {
      check ??= zodResolver(contactSchema(copy));
      return check(values, context, options);
    };
  }, [copy]);
  const idPrefix = useId();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // Set after hydration, so the server-rendered form keeps the browser's own checks.
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, []);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<ContactFormValues>({
    resolver,
    defaultValues: { ...emptyContactForm, message: prefillMessage ?? '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // A hand-off while the form is already on screen replaces only the message.
  useEffect(() => {
    if (prefillMessage) setValue('message', prefillMessage, { shouldDirty: true });
  }, [prefillMessage, setValue]);

  const onValid = async (values: ContactFormValues) => {
    if (inFlight.current) return; // no double submission
    inFlight.current = true;
    setSending(true);
    try {
      // A filled honeypot means a bot: pretend success, send nothing.
      if (!honeypot.current?.value) {
        await submit(values, { name: page.pageName, language: locale });
        onSent?.();
      }
      toast(page.toasts.success);
      reset(emptyContactForm);
      if (honeypot.current) honeypot.current.value = '';
    } catch (error) {
      console.error('Contact form submission failed:', error);
      toast({
        ...(error instanceof ContactFormNotConfiguredError
          ? page.toasts.notConfigured
          : page.toasts.failure),
        variant: 'destructive',
      });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const fieldProps = (name: keyof ContactFormValues) => ({
    label: copy.fields[name].label,
    error: errors[name]?.message,
  });

  return (
    <form
      ref={form}
      method="post"
      action={plainPostUrl}
      aria-busy={sending}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="grid gap-5"
      aria-label={copy.heading}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...fieldProps('firstname')}>
          <Input
            autoComplete={copy.fields.firstname.autoComplete}
            disabled={sending}
            required
            {...register('firstname')}
          />
        </Field>
        <Field {...fieldProps('lastname')}>
          <Input
            autoComplete={copy.fields.lastname.autoComplete}
            disabled={sending}
            required
            {...register('lastname')}
          />
        </Field>
      </div>
      <Field {...fieldProps('email')}>
        <Input
          type="email"
          inputMode="email"
          autoComplete={copy.fields.email.autoComplete}
          disabled={sending}
          required
          {...register('email')}
        />
      </Field>
      <Field {...fieldProps('company')}>
        <Input
          autoComplete={copy.fields.company.autoComplete}
          disabled={sending}
          required
          {...register('company')}
        />
      </Field>
      <Field {...fieldProps('message')}>
        <Textarea
          rows={6}
          maxLength={copy.fields.message.maxLength}
          placeholder={copy.fields.message.placeholder}
          disabled={sending}
          required
          {...register('message')}
        />
      </Field>
      {/* Honeypot: invisible to people and assistive technology, irresistible to form bots. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-website`}>{copy.honeypotLabel}</label>
        <input
          ref={honeypot}
          id={`${idPrefix}-website`}
          name={CONTACT_HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name={CONTACT_PAGE_NAME_FIELD} value={page.pageName} />
      <input type="hidden" name={CONTACT_LANGUAGE_FIELD} value={locale} />
      <p className="text-sm text-muted-foreground">{copy.requiredHint}</p>
      <p className="text-sm text-muted-foreground">
        {copy.privacy.text}{' '}
        <LocalLink to={copy.privacy.href} className="underline underline-offset-2">
          {copy.privacy.link}
        </LocalLink>
      </p>
      <Button type="submit" size="lg" disabled={sending} className="justify-self-start">
        {sending ? copy.sending : copy.submit}
      </Button>
    </form>
  );
}
