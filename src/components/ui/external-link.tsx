import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * A link that opens another site in a new tab: `target="_blank"`, `rel="noopener noreferrer"` and a
 * hint for screen-reader users (WCAG 3.2.5) plus a visible icon.
 */
export function ExternalLink({
  children,
  newTabHint,
  showIcon = true,
  ...props
}: Omit<ComponentProps<'a'>, 'target' | 'rel'> & {
  href: string;
  /** Announced after the link text, in the page's language ('(opens in a new tab)'). */
  newTabHint: string;
  showIcon?: boolean;
}) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {newTabHint}</span>
      {showIcon ? <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0" /> : null}
    </a>
  );
}
