/** Placeholder footer; the full footer lands with issue 2. */
export function SiteFooter({ companyName }: { companyName: string }) {
  return (
    <footer className="border-t border-border py-8 text-center text-sm text-muted-foreground">
      © {new Date().getFullYear()} {companyName}
    </footer>
  );
}
