/** Copy of the public case-study pages (/case-studies and /case-studies/{id}). */
export const caseStudiesContent = {
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
  /** Maximum length of the description teaser on the list, before '...' is added. */
  teaserLength: 200,
} as const;
