import { ContactResult, contactResultMeta } from '@/features/contact/contact-result';
import { localeOfPath } from '@/lib/locale';

import type { Route } from './+types/contact-not-sent';

export function meta({ location }: Route.MetaArgs) {
  return contactResultMeta('notSent', localeOfPath(location.pathname));
}

export default function ContactNotSent() {
  return <ContactResult outcome="notSent" />;
}
