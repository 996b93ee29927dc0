import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
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

/**
 * The contact form (SPEC.md 'Contact', §4 Contact form, §5, §8). Validated on submit, then on
 * change. Nothing the visitor typed is lost on failure; a success resets it.
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
    resolver: zodResolver(contactSchema),
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

  const field = (name: keyof ContactFormValues) => {
    const id = `${idPrefix}-${name}`;
    const errorId = `${id}-error`;
    const message = errors[name]?.message;
    return {
      id,
      errorId,
      message,
      inputProps: {
        id,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': message ? errorId : undefined,
        disabled: sending,
        ...register(name),
      },
    };
  };

  const renderError = (f: ReturnType<typeof field>) =>
    f.message ? (
      <p id={f.errorId} className="text-sm text-red-300">
        {f.message}
      </p>
    ) : null;

  const first = field('firstname');
  const last = field('lastname');
  const email = field('email');
  const company = field('company');
  const message = field('message');

  return (
    <form
      noValidate
      aria-busy={sending}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="grid gap-5"
      aria-label={copy.heading}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={first.id}>{copy.fields.firstname.label}</Label>
          <Input autoComplete={copy.fields.firstname.autoComplete} {...first.inputProps} />
          {renderError(first)}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={last.id}>{copy.fields.lastname.label}</Label>
          <Input autoComplete={copy.fields.lastname.autoComplete} {...last.inputProps} />
          {renderError(last)}
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={email.id}>{copy.fields.email.label}</Label>
        <Input
          type="email"
          inputMode="email"
          autoComplete={copy.fields.email.autoComplete}
          {...email.inputProps}
        />
        {renderError(email)}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={company.id}>{copy.fields.company.label}</Label>
        <Input autoComplete={copy.fields.company.autoComplete} {...company.inputProps} />
        {renderError(company)}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={message.id}>{copy.fields.message.label}</Label>
        <Textarea
          rows={6}
          maxLength={copy.fields.message.maxLength}
          placeholder={copy.fields.message.placeholder}
          {...message.inputProps}
        />
        {renderError(message)}
      </div>
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
