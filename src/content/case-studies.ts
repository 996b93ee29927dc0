import { localized } from '@/lib/locale';

/** Copy of the public case-study pages (/case-studies and /case-studies/{slug}) in each language. */
export const caseStudiesContent = localized({
  en: {
    list: {
      title: 'Our Success Stories',
      intro:
        'Real projects, measurable outcomes: see how mid-market and enterprise teams use AI agents and automation to save time, cut costs and put their knowledge to work.',
      loading: 'Loading case studies',
      empty: 'No case studies available yet.',
      learnMore: 'Learn more',
      /** Read after 'Learn more' by screen readers (not shown). */
      learnMoreAbout: ' about “{title}”',
      errorTitle: 'Error',
      errorDescription: 'Case studies could not be loaded.',
    },
    detail: {
      back: 'Back to overview',
      challenge: 'The Challenge',
      insights: 'Insights',
      results: 'The Results',
      ctaTitle: 'Want to achieve similar results for your company?',
      ctaButton: 'Get in touch',
      errorTitle: 'Error',
      errorDescription: 'Case study could not be loaded.',
      /** Alt text of the logo and of each insight image; `{title}` and `{client}` are filled in. */
      logoAlt: '{client} logo',
      imageAlt: '{title} – image {n} of {total}',
    },
  },
  de: {
    list: {
      title: 'Unsere Erfolgsgeschichten',
      intro:
        'Echte Projekte, messbare Ergebnisse: So nutzen Teams aus dem Mittelstand und großen Unternehmen KI-Agenten und Automatisierung, um Zeit zu sparen, Kosten zu senken und ihr Wissen nutzbar zu machen.',
      loading: 'Fallstudien werden geladen',
      empty: 'Noch keine Fallstudien verfügbar.',
      learnMore: 'Mehr erfahren',
      learnMoreAbout: ' über „{title}“',
      errorTitle: 'Fehler',
      errorDescription: 'Die Fallstudien konnten nicht geladen werden.',
    },
    detail: {
      back: 'Zurück zur Übersicht',
      challenge: 'Die Herausforderung',
      insights: 'Einblicke',
      results: 'Die Ergebnisse',
      ctaTitle: 'Möchten Sie ähnliche Ergebnisse für Ihr Unternehmen erreichen?',
      ctaButton: 'Kontakt aufnehmen',
      errorTitle: 'Fehler',
      errorDescription: 'Die Fallstudie konnte nicht geladen werden.',
      logoAlt: 'Logo von {client}',
      imageAlt: '{title} – Bild {n} von {total}',
    },
  },
});

/** Maximum length of the description teaser on the list, before '...' is added. */
export const CASE_STUDY_TEASER_LENGTH = 200;
