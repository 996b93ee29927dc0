import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { contactPage } from '@/content/contact';

import { ContactFormNotConfiguredError, submitContact } from './api/submit-contact';
import { type ContactFormValues, contactSchema, emptyContactForm } from './schema';

type Props = {
  /** Injected in tests; defaults to the real forms endpoint. */
  submit?: (values: ContactFormValues, pageName: string) => Promise<void>;
  /** Text to put in the message field (the assistant's conversation hand-off); still editable. */
  prefillMessage?: string;
};

const copy = contactPage.form;
const resolver = zodResolver(contactSchema);

/**
 * The contact form: first name, last name, e-mail, company and message, sent to the marketing forms
 * endpoint. Validated on submit, then on every change; 'Sending...' and everything disabled while
 * it is sent. Nothing the visitor typed is lost on failure; a success resets it.
 */
export function ContactForm({ submit = submitContact, prefillMessage }: Props) {
  const idPrefix = useId();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
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
      if (!honeypot.current?.value) await submit(values, contactPage.pageName);
      toast(contactPage.toasts.success);
      reset(emptyContactForm);
      if (honeypot.current) honeypot.current.value = '';
    } catch (error) {
      console.error('Contact form submission failed:', error);
      toast({
        ...(error instanceof ContactFormNotConfiguredError
          ? contactPage.toasts.notConfigured
          : contactPage.toasts.failure),
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
      noValidate
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
            {...register('firstname')}
          />
        </Field>
        <Field {...fieldProps('lastname')}>
          <Input
            autoComplete={copy.fields.lastname.autoComplete}
            disabled={sending}
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
          {...register('email')}
        />
      </Field>
      <Field {...fieldProps('company')}>
        <Input
          autoComplete={copy.fields.company.autoComplete}
          disabled={sending}
          {...register('company')}
        />
      </Field>
      <Field {...fieldProps('message')}>
        <Textarea
          rows={6}
          maxLength={copy.fields.message.maxLength}
          placeholder={copy.fields.message.placeholder}
          disabled={sending}
          {...register('message')}
        />
      </Field>
      {/* Honeypot: invisible to people and assistive technology, irresistible to form bots. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-website`}>{copy.honeypotLabel}</label>
        <input
          ref={honeypot}
          id={`${idPrefix}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <p className="text-sm text-muted-foreground">{copy.requiredHint}</p>
      <p className="text-sm text-muted-foreground">
        {copy.privacy.text}{' '}
        <Link to={copy.privacy.href} className="underline underline-offset-2">
          {copy.privacy.link}
        </Link>
      </p>
      <Button type="submit" size="lg" disabled={sending} className="justify-self-start">
        {sending ? copy.sending : copy.submit}
      </Button>
    </form>
  );
}
