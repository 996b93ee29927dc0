import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

import { AdminNav } from '@/components/layout/admin-nav';
import { cn } from '@/lib/utils';

import { siteContentCopy } from '../copy';

const copy = siteContentCopy;

/** The parts of "Inhalte", each its own page. */
const SECTIONS = [
  { to: '/admin/content', label: copy.nav.faq },
  { to: '/admin/content/legal', label: copy.nav.legal },
  { to: '/admin/content/company', label: copy.nav.company },
] as const;

/**
 * A page of "Inhalte": the admin's navigation, the section's title and the links to the other
 * sections (the current one marked for assistive technology too).
 */
export function ContentShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div lang="de" className="mx-auto max-w-6xl px-4 pt-28 pb-20 sm:px-6">
      <AdminNav />
      <p className="text-sm font-medium text-muted-foreground">{copy.title}</p>
      <nav aria-label={copy.nav.label} className="mt-2 mb-6">
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end
                className={({ isActive }) =>
                  cn(
                    'inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    isActive && 'bg-muted',
                  )
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">{intro}</p>
      <div className="mt-8">{children}</div>
    </div>
  );
}
