import { ContactResult, contactResultMeta } from '@/features/contact/contact-result';

export function meta() {
  return contactResultMeta('sent');
}

export default function ContactSent() {
  return <ContactResult outcome="sent" />;
}
