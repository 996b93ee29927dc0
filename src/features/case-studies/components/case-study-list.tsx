import { useEffect } from 'react';
import { Link } from 'react-router';

import { Section, SectionHeader } from '@/components/sections/section';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { caseStudiesContent } from '@/content/case-studies';
import type { CaseStudy } from '@/lib/case-study';
import { fill } from '@/lib/template';

import { usePublishedCaseStudies } from '../api/get-published-case-studies';
import { teaser } from '../lib/text';

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
          {data.map((caseStudy) => (
            <li key={caseStudy.id}>
              <CaseStudyCard caseStudy={caseStudy} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function CaseStudyCard({ caseStudy }: { caseStudy: CaseStudy }) {
  const firstImage = caseStudy.images[0];
  const headingId = `case-study-${caseStudy.id}`;
  return (
    <Card className="flex h-full flex-col gap-4" aria-labelledby={headingId} role="article">
      {caseStudy.logo ? (
        <img
          src={caseStudy.logo}
          alt={fill(caseStudiesContent.detail.logoAlt, { client: caseStudy.client })}
          width={160}
          height={48}
          loading="lazy"
          decoding="async"
          className="h-12 w-40 object-contain object-left"
        />
      ) : null}
      {firstImage ? (
        <img
          src={firstImage}
          alt={fill(caseStudiesContent.detail.imageAlt, {
            title: caseStudy.title,
            n: 1,
            total: caseStudy.images.length,
          })}
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
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
