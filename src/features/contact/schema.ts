import { z } from 'zod/mini';

import type { ContactFormCopy } from '@/content/contact';
import { emailAddress, requiredText } from '@/lib/validation';

/**
 * The contact form: every field is required, the e-mail must have the basic something@domain.tld
 * shape, and the message fits the forms endpoint's limit. Checked on submit, then on every change,
 * with the messages of the page's language (`copy`).
 */
export function contactSchema({ errors, fields }: ContactFormCopy['form']) {
  return z.object({
    firstname: requiredText(errors.firstname),
    lastname: requiredText(errors.lastname),
    email: emailAddress({ required: errors.email, invalid: errors.emailInvalid }),
    company: requiredText(errors.company),
    message: requiredText(errors.message, {
      max: fields.message.maxLength,
      tooLong: fields.message.tooLong,
    }),
  });
}

export type ContactFormValues = z.infer<ReturnType<typeof contactSchema>>;

export const emptyContactForm: ContactFormValues = {
  firstname: '',
  lastname: '',
  email: '',
  company: '',
  message: '',
};
