import { Link, type LinkProps } from 'react-router';

import { useLocalizedPath } from '@/lib/use-locale';

/**
 * A link to a page of the site, in the language of the page it is on: `to="/contact"` leads to
 * `/de/contact` from a German page. Copy names site pages by their English path; every internal
 * link of the public pages goes through this one (links off the site pass through unchanged).
 */
export function LocalLink({ to, ...props }: LinkProps & { to: string }) {
  const localize = useLocalizedPath();
  return <Link to={localize(to)} {...props} />;
}
