import { useEffect } from 'react';

import { Section, SectionHeader } from '@/components/sections/section';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LocalLink } from '@/components/ui/local-link';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { caseStudiesContent } from '@/content/case-studies';
import { caseStudyPath, inLanguage } from '@/lib/case-study';
import { parseImageMeta } from '@/lib/case-study-images';
import { type Locale, languageNames, languageTags } from '@/lib/locale';
import { fill } from '@/lib/template';
import { useLocale } from '@/lib/use-locale';

import type { CaseStudyCard } from '../api/published';
import { CaseStudyImage, CaseStudyLogo } from './case-study-image';

/**
 * /case-studies: the published case studies as a two-column grid. `stories` is null
 * while they are not known yet (spinner) or could not be loaded (`failed`: error toast and text).
 */
export function CaseStudyList({
  stories,
  failed,
}: {
  stories: CaseStudyCard[] | null;
  failed: boolean;
}) {
  const locale = useLocale();
  const copy = caseStudiesContent[locale].list;
  useEffect(() => {
    if (failed) {
      toast({ title: copy.errorTitle, description: copy.errorDescription, variant: 'destructive' });
    }
  }, [failed, copy]);

  return (
    <Section labelledBy="case-studies-title" className="pt-32">
      <SectionHeader id="case-studies-title" as="h1" title={copy.title} intro={copy.intro} />
      {failed ? (
        <p className="text-center text-muted-foreground">{copy.errorDescription}</p>
      ) : stories === null ? (
        <Spinner label={copy.loading} className="py-16" />
      ) : stories.length === 0 ? (
        <p className="text-center text-muted-foreground">{copy.empty}</p>
      ) : (
        <ul className="grid gap-8 md:grid-cols-2">
          {stories.map((caseStudy, index) => (
            <li key={caseStudy.id}>
              <StoryCard caseStudy={caseStudy} locale={locale} aboveTheFold={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The width of a card's photo: the full card on phones, one of two columns from `md` up. */
const CARD_IMAGE_SIZES =
  '(min-width: 1328px) 552px, (min-width: 768px) calc(50vw - 90px), calc(100vw - 98px)';

function StoryCard({
  caseStudy,
  locale,
  aboveTheFold,
}: {
  caseStudy: CaseStudyCard;
  locale: Locale;
  /**
   * The first card shows on arrival: its images load at once instead of lazily, its photo (the
   * page's largest element) before other images.
   */
  aboveTheFold: boolean;
}) {
  const { list: copy, detail } = caseStudiesContent[locale];
  // A story not written in the page's language is shown in its own, marked and tagged as such.
  const { value: text, language } = inLanguage(caseStudy.texts, locale);
  const lang = language === locale ? undefined : languageTags[language].html;
  const firstImage = caseStudy.images[0];
  const headingId = `case-study-${caseStudy.id}`;
  const meta = parseImageMeta(caseStudy.image_meta);
  const loading = aboveTheFold ? 'eager' : 'lazy';
  const photoLoading = aboveTheFold ? 'priority' : 'lazy';
  return (
    <Card className="flex h-full flex-col gap-4" aria-labelledby={headingId} role="article">
      {caseStudy.logo ? (
        <CaseStudyLogo
          url={caseStudy.logo}
          meta={meta[caseStudy.logo]}
          alt={fill(detail.logoAlt, { client: caseStudy.client })}
          size="card"
          loading={loading}
        />
      ) : null}
      {firstImage ? (
        <CaseStudyImage
          url={firstImage}
          meta={meta[firstImage]}
          alt={fill(detail.imageAlt, {
            title: text.title,
            n: 1,
            total: caseStudy.images.length,
          })}
          sizes={CARD_IMAGE_SIZES}
          width={640}
          height={360}
          loading={photoLoading}
          className="aspect-video w-full rounded-md bg-muted object-cover"
        />
      ) : null}
      <div>
        <h2 id={headingId} className="text-xl font-semibold">
          <span lang={lang}>{text.title}</span>
          {lang ? (
            <span className="ml-2 text-sm font-normal text-muted-foreground" lang={lang}>
              ({languageNames[language]})
            </span>
          ) : null}
        </h2>
        <p className="mt-1 text-sm font-medium text-accent">{caseStudy.client}</p>
      </div>
      <p className="text-muted-foreground" lang={lang}>
        {text.teaser}
      </p>
      <div className="mt-auto">
        {/* Visibly 'Learn more'; screen readers and search engines get the story's
            name too, so the links of the list tell apart. */}
        <LocalLink to={caseStudyPath(caseStudy)} className={buttonVariants({ variant: 'outline' })}>
          {copy.learnMore}
          <span className="sr-only">{fill(copy.learnMoreAbout, { title: text.title })}</span>
        </LocalLink>
      </div>
    </Card>
  );
}
