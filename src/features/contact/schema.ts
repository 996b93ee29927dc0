import { z } from 'zod/mini';

import { contactPage } from '@/content/contact';
import { emailAddress, requiredText } from '@/lib/validation';

import { CONTACT_FIELDS } from './api/contact-contract';

const { maxLength: MESSAGE_MAX_LENGTH, tooLong: MESSAGE_TOO_LONG } =
  contactPage.form.fields.message;

/**
 * The contact form: every field is required, the e-mail must have the basic something@domain.tld
 * shape, and the message fits the forms endpoint's limit. Checked on submit, then on every change.
 */
export const contactSchema = z.object({
  firstname: requiredText('First name is required'),
  lastname: requiredText('Last name is required'),
  email: emailAddress({ required: 'Email is required', invalid: 'Invalid email address' }),
  company: requiredText('Company is required'),
  message: requiredText('Message is required', {
    max: MESSAGE_MAX_LENGTH,
    tooLong: MESSAGE_TOO_LONG,
  }),
});

export type ContactFormValues = z.infer<typeof contactSchema>;

/** The order of the fields on the page and in the submission. */
export const contactFieldNames = CONTACT_FIELDS satisfies readonly (keyof ContactFormValues)[];

export const emptyContactForm: ContactFormValues = {
  firstname: '',
  lastname: '',
  email: '',
  company: '',
  message: '',
};
