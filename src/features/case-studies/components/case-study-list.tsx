import { useEffect } from 'react';
import { Link } from 'react-router';

import { Section, SectionHeader } from '@/components/sections/section';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { caseStudiesContent } from '@/content/case-studies';
import type { CaseStudy } from '@/lib/case-study';
import { parseImageMeta } from '@/lib/case-study-images';
import { fill } from '@/lib/template';

import { usePublishedCaseStudies } from '../api/get-published-case-studies';
import { teaser } from '../lib/text';
import { CaseStudyImage, CaseStudyLogo } from './case-study-image';

const copy = caseStudiesContent.list;

/** /case-studies: the published case studies as a two-column grid (SPEC.md §2). */
export function CaseStudyList() {
  const { data, isPending, isError } = usePublishedCaseStudies();

  useEffect(() => {
    if (isError) {
      toast({ title: copy.errorTitle, description: copy.errorDescription, variant: 'destructive' });
    }
  }, [isError]);

  return (
    <Section labelledBy="case-studies-title" className="pt-32">
      <SectionHeader id="case-studies-title" as="h1" title={copy.title} intro={copy.intro} />
      {isPending ? (
        <Spinner label={copy.loading} className="py-16" />
      ) : isError ? (
        <p className="text-center text-muted-foreground">{copy.errorDescription}</p>
      ) : data.length === 0 ? (
        <p className="text-center text-muted-foreground">{copy.empty}</p>
      ) : (
        <ul className="grid gap-8 md:grid-cols-2">
          {data.map((caseStudy, index) => (
            <li key={caseStudy.id}>
              <CaseStudyCard caseStudy={caseStudy} aboveTheFold={index === 0} />
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

function CaseStudyCard({
  caseStudy,
  aboveTheFold,
}: {
  caseStudy: CaseStudy;
  /**
   * The first card shows on arrival: its images load at once instead of lazily, its photo (the
   * page's largest element) before other images.
   */
  aboveTheFold: boolean;
}) {
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
          alt={fill(caseStudiesContent.detail.logoAlt, { client: caseStudy.client })}
          size="card"
          loading={loading}
        />
      ) : null}
      {firstImage ? (
        <CaseStudyImage
          url={firstImage}
          meta={meta[firstImage]}
          alt={fill(caseStudiesContent.detail.imageAlt, {
            title: caseStudy.title,
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
          {caseStudy.title}
        </h2>
        <p className="mt-1 text-sm font-medium text-accent">{caseStudy.client}</p>
      </div>
      <p className="text-muted-foreground">
        {teaser(caseStudy.description, caseStudiesContent.teaserLength)}
      </p>
      <div className="mt-auto">
        <Button asChild variant="outline">
          <Link to={`/case-studies/${caseStudy.id}`} aria-describedby={headingId}>
            {copy.learnMore}
          </Link>
        </Button>
      </div>
    </Card>
  );
}
