/** Temporary page body for routes whose feature has not landed yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-3xl px-6 py-32 text-center">
      <h1 className="text-4xl font-bold">{title}</h1>
      <p className="mt-4 text-muted-foreground">Coming soon.</p>
    </section>
  );
}
