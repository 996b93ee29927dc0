import { Link, useLocation } from 'react-router';

import { rememberLanguageChoice } from '@/lib/language-choice';
import {
  hasEditions,
  languageNames,
  languageTags,
  localeOfPath,
  localizedPath,
} from '@/lib/locale';

/**
 * The link to the same page in the other language (the same story, the same section: the path and
 * its anchor are kept). Shows the other language's name in that language; choosing it is
 * remembered for the visit. Not shown on pages that exist once (sign-in, the admin).
 */
export function LanguageSwitch({
  label,
  className,
  onClick,
}: {
  /** Accessible name, in the other language (it contains the visible name). */
  label: string;
  className?: string;
  onClick?: () => void;
}) {
  const { pathname, search, hash } = useLocation();
  // Sign-in and the admin exist in German only: nothing to switch to.
  if (!hasEditions(pathname)) return null;
  const other = localeOfPath(pathname) === 'en' ? 'de' : 'en';
  const tag = languageTags[other].html;
  return (
    <Link
      to={`${localizedPath(pathname, other)}${search}${hash}`}
      hrefLang={tag}
      lang={tag}
      aria-label={label}
      className={className}
      onClick={() => {
        rememberLanguageChoice(other);
        onClick?.();
      }}
    >
      {languageNames[other]}
    </Link>
  );
}
