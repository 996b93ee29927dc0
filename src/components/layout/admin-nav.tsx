import { NavLink } from 'react-router';

import { cn } from '@/lib/utils';

/**
 * The admin's pages (German), linked from each of them. "Inhalte" stays marked on its sections'
 * pages (/admin/content/…).
 */
const ADMIN_LINKS = [
  { to: '/admin/case-studies', label: 'Fallstudien', end: true },
  { to: '/admin/insights', label: 'Fragen', end: true },
  { to: '/admin/answers', label: 'Antworten', end: true },
  { to: '/admin/content', label: 'Inhalte', end: false },
] as const;

export function AdminNav() {
  return (
    <nav aria-label="Verwaltung" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {ADMIN_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-10 items-center rounded-md border border-border px-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  isActive && 'border-accent bg-accent/10',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
