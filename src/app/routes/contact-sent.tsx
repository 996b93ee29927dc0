import { ContactResult, contactResultMeta } from '@/features/contact/contact-result';
import { localeOfPath } from '@/lib/locale';
import { siteNameOf } from '@/lib/site-facts';

import type { Route } from './+types/contact-sent';

export function meta({ location, matches }: Route.MetaArgs) {
  return contactResultMeta('sent', localeOfPath(location.pathname), siteNameOf(matches));
}

export default function ContactSent() {
  return <ContactResult outcome="sent" />;
}
