import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { type ComparisonCopy, Comparison } from './comparison';
import { type FaqEntry, type FaqSectionCopy, FaqSection } from './faq-section';
import { type FeaturesCopy, FeatureCards } from './feature-cards';
import { type FinalCtaCopy, FinalCta } from './final-cta';
import { type HeroCopy, Hero } from './hero';

/**
 * The home sections take their copy as props of their own types, so any copy of that shape fits:
 * here a German one, as a second language would bring.
 */
describe('home sections with another copy', () => {
  it('render the hero, the feature cards and the final call to action from that copy', () => {
    const hero: HeroCopy = {
      eyebrow: 'KI-Automatisierung',
      title: 'KI-Agenten, die Ihrem Team Arbeit abnehmen',
      intro: 'In 6-8 Wochen live.',
    };
    const features: FeaturesCopy = {
      eyebrow: 'Warum es funktioniert',
      title: 'Für echte Geschäftsprozesse',
      cards: [{ icon: 'plug', title: '500+ Integrationen', text: 'Dort, wo Ihre Daten liegen.' }],
    };
    const finalCta: FinalCtaCopy = {
      title: 'Bereit?',
      text: 'Wir antworten innerhalb von 24 Stunden.',
      link: { href: '/contact', label: 'Kontakt aufnehmen' },
    };
    render(
      <MemoryRouter>
        <Hero copy={hero} chat={<p>Chat</p>} />
        <FeatureCards copy={features} />
        <FinalCta copy={finalCta} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: hero.title })).toBeInTheDocument();
    expect(screen.getByText('Chat')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '500+ Integrationen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('render the comparison table and the FAQ from that copy', () => {
    const comparison: ComparisonCopy = {
      eyebrow: 'Warum wir',
      title: 'Keine Foliensätze',
      caption: 'Wir im Vergleich zu klassischer Beratung',
      columns: { aspect: 'Aspekt', us: 'Mit uns', others: 'Klassisch' },
      rows: [{ aspect: 'Zeit bis zum Go-live', us: '6-8 Wochen', others: '6-12 Monate' }],
    };
    const faqCopy: FaqSectionCopy = {
      eyebrow: 'FAQ',
      title: 'Häufige Fragen',
      bookPrompt: 'Noch Fragen?',
      bookLabel: 'Termin buchen',
    };
    const entries: FaqEntry[] = [{ question: 'Wie lange?', answer: '2-6 Wochen.' }];
    const BookLink = ({ className, children }: { className?: string; children: ReactNode }) => (
      <a href="/termin" className={className}>
        {children}
      </a>
    );
    render(
      <>
        <Comparison copy={comparison} />
        <FaqSection copy={faqCopy} entries={entries} BookLink={BookLink} />
      </>,
    );
    expect(screen.getByRole('table', { name: comparison.caption })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Zeit bis zum Go-live' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Wie lange?' })).toBeInTheDocument();
    expect(screen.getByText('2-6 Wochen.').closest('details')).toHaveAttribute('name', 'faq');
    expect(screen.getByRole('link', { name: 'Termin buchen' })).toHaveAttribute('href', '/termin');
  });
});
