import { Eye } from 'lucide-react';
import { Link, replace } from 'react-router';

import { toast } from '@/components/ui/use-toast';
import { adminCopy, getCaseStudyForPreview } from '@/features/admin';
import { CaseStudyArticle } from '@/features/case-studies';
import { caseStudyPath, inLanguage, storyTexts } from '@/lib/case-study';
import { type Locale, isLocale, locales, localizedPath } from '@/lib/locale';
import { pageMeta } from '@/lib/seo';
import { siteNameOf } from '@/lib/site-facts';
import { fill } from '@/lib/template';

import { requireAdmin } from '../account';
import type { Route } from './+types/admin-case-study-preview';

const copy = adminCopy.preview;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    title: `${adminCopy.list.preview}: ${loaderData ? inLanguage(storyTexts(loaderData.story), loaderData.locale).value.title : ''}`,
    description: copy.notice,
    path: `/admin/case-studies/${loaderData?.story.id ?? ''}/preview`,
    siteName: siteNameOf(matches),
    locale: 'de',
    noIndex: true,
  });
}

/**
 * Any entry, drafts included, for admins only (the admin page's guard); nothing about it changes.
 * `?lang=en` or `?lang=de` picks the edition to preview (German when the story has German text).
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  await requireAdmin();
  const story = await getCaseStudyForPreview(params.id).catch((error: unknown) => {
    console.error('Loading the preview failed', error);
    return null;
  });
  if (!story) {
    toast({ title: adminCopy.toasts.error, description: copy.notFound, variant: 'destructive' });
    throw replace('/admin/case-studies');
  }
  const asked = new URL(request.url).searchParams.get('lang');
  const locale: Locale = isLocale(asked) ? asked : storyTexts(story).de ? 'de' : 'en';
  return { story, locale };
}

/** The story in the public layout, under a notice that says it is a preview. */
export default function AdminPreviewRoute({ loaderData }: Route.ComponentProps) {
  const { story, locale } = loaderData;
  return (
    <CaseStudyArticle
      caseStudy={story}
      locale={locale}
      notice={
        <div
          lang="de"
          role="note"
          data-testid="preview-notice"
          className="mb-8 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-accent/60 bg-accent/10 px-4 py-3 text-sm"
        >
          <p className="flex items-start gap-2">
            <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
            <span>
              <strong className="font-semibold">{copy.notice}</strong>{' '}
              {story.published
                ? fill(copy.published, { path: localizedPath(caseStudyPath(story), locale) })
                : copy.draft}
            </span>
          </p>
          <nav aria-label={copy.editions}>
            <ul className="flex gap-3">
              {locales.map((edition) => (
                <li key={edition}>
                  <Link
                    to={`?lang=${edition}`}
                    replace
                    aria-current={edition === locale ? 'page' : undefined}
                    className="underline-offset-4 hover:underline aria-[current=page]:font-semibold"
                  >
                    {copy.edition[edition]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Link to="/admin/case-studies" className="font-medium underline underline-offset-4">
            {copy.back}
          </Link>
        </div>
      }
    />
  );
}
