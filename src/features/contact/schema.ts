import { z } from 'zod';

import { contactPage } from '@/content/contact';

const { maxLength: MESSAGE_MAX_LENGTH, tooLong: MESSAGE_TOO_LONG } =
  contactPage.form.fields.message;

/** A basic e-mail shape: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact form (SPEC.md §5): validated on submit, then on change, with these exact messages. */
export const contactSchema = z.object({
  firstname: z.string().trim().min(1, 'First name is required'),
  lastname: z.string().trim().min(1, 'Last name is required'),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .regex(EMAIL_PATTERN, 'Invalid email address'),
  company: z.string().trim().min(1, 'Company is required'),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG),
});

export type ContactFormValues = z.infer<typeof contactSchema>;

/** The order of the fields on the page and in the submission. */
export const contactFieldNames = [
  'firstname',
  'lastname',
  'email',
  'company',
  'message',
] as const satisfies readonly (keyof ContactFormValues)[];

export const emptyContactForm: ContactFormValues = {
  firstname: '',
  lastname: '',
  email: '',
  company: '',
  message: '',
};
