import { ContactResult, contactResultMeta } from '@/features/contact/contact-result';
import { localeOfPath } from '@/lib/locale';
import { siteNameOf } from '@/lib/site-facts';

import type { Route } from './+types/contact-not-sent';

export function meta({ location, matches }: Route.MetaArgs) {
  return contactResultMeta('notSent', localeOfPath(location.pathname), siteNameOf(matches));
}

export default function ContactNotSent() {
  return <ContactResult outcome="notSent" />;
}
