import type { ReactNode } from 'react';

/** Height reserved for the chat box before it mounts, so nothing below it shifts. */
const CHAT_SLOT_MIN_HEIGHT = '13rem';

export type HeroCopy = { eyebrow: string; title: string; intro: string };

/** Home hero: the page's h1 and a slot for the chat box. */
export function Hero({ copy, chat }: { copy: HeroCopy; chat: ReactNode }) {
  return (
    <section aria-labelledby="hero-title" className="px-6 pt-16 pb-12 sm:pt-24">
      <div className="mx-auto max-w-4xl text-center">
        <p className="mb-4 text-sm font-semibold tracking-wider text-accent uppercase">
          {copy.eyebrow}
        </p>
        <h1 id="hero-title" className="text-4xl font-bold tracking-tight sm:text-6xl">
          {copy.title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">{copy.intro}</p>
      </div>
      <div className="mx-auto mt-10 max-w-3xl" style={{ minHeight: CHAT_SLOT_MIN_HEIGHT }}>
        {chat}
      </div>
    </section>
  );
}
