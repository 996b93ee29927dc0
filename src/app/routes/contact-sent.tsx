import { ContactResult, contactResultMeta } from '@/features/contact/contact-result';
import { localeOfPath } from '@/lib/locale';

import type { Route } from './+types/contact-sent';

export function meta({ location }: Route.MetaArgs) {
  return contactResultMeta('sent', localeOfPath(location.pathname));
}

export default function ContactSent() {
  return <ContactResult outcome="sent" />;
}
