import { useEffect, useRef, useState } from 'react';

import { cn } from '@/lib/utils';

import { Section, SectionHeader } from '../section';

/** Delay between two steps appearing: 150 ms. */
export const TIMELINE_STAGGER_MS = 150;
/** Share of the section that must be visible before the steps appear: 20%. */
export const TIMELINE_VISIBILITY_THRESHOLD = 0.2;

type TimelineStep = {
  day: string;
  time: string;
  title: string;
  description: string;
};

export type WorkshopTimelineProps = {
  id: string;
  eyebrow: string;
  title: string;
  steps: readonly TimelineStep[];
};

type Phase =
  /** Server HTML, no JS, reduced motion or no IntersectionObserver: every step is visible. */
  | 'static'
  /** Waiting for the section to become visible: steps are hidden visually (still in the a11y tree). */
  | 'waiting'
  /** Steps appear one after another (CSS transitions delayed by 150 ms per step). */
  | 'revealing';

/**
 * The two workshop days as four steps. Once 20% of the section is visible the steps fade in one
 * after another, 150 ms apart (if the section is already in view when the page becomes interactive,
 * the steps simply stay visible). Hiding is visual only (opacity and a transform, so no layout shift),
 * the text stays in the prerendered HTML, and with `prefers-reduced-motion` nothing is hidden.
 */
export function WorkshopTimeline({ id, eyebrow, title, steps }: WorkshopTimelineProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const section = sectionRef.current;
    if (!section || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;

    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some(
          (entry) =>
            entry.isIntersecting && entry.intersectionRatio >= TIMELINE_VISIBILITY_THRESHOLD,
        );
        if (!visible) {
          setPhase((current) => (current === 'static' ? 'waiting' : current));
          return;
        }
        observer.disconnect();
        setPhase('revealing');
      },
      { threshold: TIMELINE_VISIBILITY_THRESHOLD },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, []);

  return (
    <Section ref={sectionRef} id={id} labelledBy={`${id}-title`} className="bg-card/40">
      <SectionHeader id={`${id}-title`} eyebrow={eyebrow} title={title} />
      <ol className="relative grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => {
          const shown = phase !== 'waiting';
          return (
            <li
              key={`${step.day}-${step.time}`}
              data-timeline-step={index + 1}
              data-revealed={shown}
              // The stagger runs on the compositor's clock, so it stays exact under main-thread load.
              style={
                phase === 'revealing'
                  ? { transitionDelay: `${index * TIMELINE_STAGGER_MS}ms` }
                  : undefined
              }
              className={cn(
                'relative rounded-lg border border-border bg-card/80 p-6 shadow-sm',
                shown
                  ? 'translate-y-0 opacity-100 transition-[opacity,transform] duration-500 ease-out'
                  : 'translate-y-4 opacity-0',
              )}
            >
              <p className="flex items-center gap-2 text-sm font-semibold text-accent">
                <span
                  aria-hidden="true"
                  className="flex size-7 items-center justify-center rounded-full bg-accent/15 text-xs"
                >
                  {index + 1}
                </span>
                <span>
                  {step.day} · {step.time}
                </span>
              </p>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-muted-foreground">{step.description}</p>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
