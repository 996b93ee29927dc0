import { Link } from 'react-router';

/** Placeholder header; the full navigation lands with issue 2. */
export function SiteHeader({ companyName }: { companyName: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center px-6">
        <Link to="/" className="text-lg font-semibold">
          {companyName}
        </Link>
      </div>
    </header>
  );
}
