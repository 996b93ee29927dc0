/** A client in the logo strip. */
export type ClientLogo = {
  name: string;
  /** Root-relative path of the logo in `public/`. */
  logo: string;
  /** Intrinsic size of the image, so the strip reserves its space before the images load. */
  width: number;
  height: number;
};

/** The strip of client logos; each image has the client's name as its alternative text. */
export function ClientLogos({ title, clients }: { title: string; clients: readonly ClientLogo[] }) {
  return (
    <section id="clients" aria-labelledby="clients-title" className="px-6 py-16">
      <div className="mx-auto max-w-7xl">
        <h2
          id="clients-title"
          className="text-center text-sm font-semibold tracking-wider text-muted-foreground uppercase"
        >
          {title}
        </h2>
        <ul className="mt-8 grid grid-cols-2 place-items-center gap-x-6 gap-y-8 sm:grid-cols-3 lg:grid-cols-5">
          {clients.map((client) => (
            <li key={client.name}>
              <img
                src={client.logo}
                alt={client.name}
                width={client.width}
                height={client.height}
                loading="lazy"
                decoding="async"
                className="h-10 w-auto opacity-80 transition-opacity hover:opacity-100 sm:h-12"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
