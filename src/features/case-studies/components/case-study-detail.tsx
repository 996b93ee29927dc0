import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button';
import { caseStudiesContent } from '@/content/case-studies';
import { type CaseStudy, inLanguage, storyTexts } from '@/lib/case-study';
import { parseImageMeta } from '@/lib/case-study-images';
import { type Locale, languageNames, languageTags, localizedPath } from '@/lib/locale';
import { fill } from '@/lib/template';

import { splitResults } from '../lib/text';
import { CaseStudyImage, CaseStudyLogo } from './case-study-image';

/**
 * /case-studies/{slug}: one case study (logo, title, client, the challenge, insight images, the
 * results as bullets, a call to get in touch) on a page in `locale`: a story not written in it
 * is shown in its own language, marked and tagged (`lang`) as such. The route loads it; the admin's
 * preview shows drafts with the same component, with its `notice` above the story.
 */
/** The width of an insight image: the full column on phones, one of two columns from `sm` up. */
const INSIGHT_IMAGE_SIZES =
  '(min-width: 896px) 416px, (min-width: 640px) calc(50vw - 32px), calc(100vw - 48px)';

export function CaseStudyArticle({
  caseStudy,
  locale,
  notice,
}: {
  caseStudy: CaseStudy;
  locale: Locale;
  notice?: ReactNode;
}) {
  const copy = caseStudiesContent[locale].detail;
  const { value: text, language } = inLanguage(storyTexts(caseStudy), locale);
  const lang = language === locale ? undefined : languageTags[language].html;
  const results = splitResults(text.results);
  const meta = parseImageMeta(caseStudy.image_meta);
  return (
    <article className="mx-auto max-w-4xl px-6 pt-28 pb-20" aria-labelledby="case-study-title">
      {notice}
      <Link
        to={localizedPath('/case-studies', locale)}
        className="inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {copy.back}
      </Link>

      <header className="mt-8">
        {caseStudy.logo ? (
          <CaseStudyLogo
            url={caseStudy.logo}
            meta={meta[caseStudy.logo]}
            alt={fill(copy.logoAlt, { client: caseStudy.client })}
            size="page"
            loading="eager"
          />
        ) : null}
        <h1 id="case-study-title" className="text-4xl font-bold tracking-tight">
          <span lang={lang}>{text.title}</span>
          {lang ? (
            <span className="ml-3 text-lg font-normal text-muted-foreground" lang={lang}>
              ({languageNames[language]})
            </span>
          ) : null}
        </h1>
        <p className="mt-2 text-lg font-medium text-accent">{caseStudy.client}</p>
      </header>

      <section className="mt-12" aria-labelledby="challenge-title">
        <h2 id="challenge-title" className="text-2xl font-semibold">
          {copy.challenge}
        </h2>
        <p className="mt-4 whitespace-pre-line text-muted-foreground" lang={lang}>
          {text.description}
        </p>
      </section>

      {caseStudy.images.length > 0 ? (
        <section className="mt-12" aria-labelledby="insights-title">
          <h2 id="insights-title" className="text-2xl font-semibold">
            {copy.insights}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {caseStudy.images.map((src, index) => (
              <li key={src}>
                <CaseStudyImage
                  url={src}
                  meta={meta[src]}
                  alt={fill(copy.imageAlt, {
                    title: text.title,
                    n: index + 1,
                    total: caseStudy.images.length,
                  })}
                  sizes={INSIGHT_IMAGE_SIZES}
                  width={640}
                  height={360}
                  loading={index === 0 ? 'main' : 'lazy'}
                  className="aspect-video w-full rounded-lg bg-muted object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="mt-12" aria-labelledby="results-title">
        <h2 id="results-title" className="text-2xl font-semibold">
          {copy.results}
        </h2>
        <ul
          className="mt-4 list-disc space-y-2 pl-6 text-muted-foreground marker:text-accent"
          lang={lang}
        >
          {results.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </ul>
      </section>

      <aside className="mt-16 rounded-lg border border-border bg-card p-8 text-center">
        <h2 className="text-2xl font-semibold">{copy.ctaTitle}</h2>
        <Link
          to={localizedPath('/contact', locale)}
          className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-6' })}
        >
          {copy.ctaButton}
        </Link>
      </aside>
    </article>
  );
}
