import { ContactResult, contactResultMeta } from '@/features/contact/contact-result';

export function meta() {
  return contactResultMeta('notSent');
}

export default function ContactNotSent() {
  return <ContactResult outcome="notSent" />;
}
