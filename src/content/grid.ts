import { localized } from '@/lib/locale';

/** Copy of the decorative /grid page (header only, no footer). */
export const gridPage = localized({
  en: {
    meta: {
      title: 'Grid',
      description:
        'A decorative view of the site background with its grid overlay, shown with the navigation only.',
    },
    /** Screen-reader-only page heading. */
    heading: 'Decorative grid background',
  },
  de: {
    meta: {
      title: 'Raster',
      description:
        'Eine dekorative Ansicht des Website-Hintergrunds mit seinem Rasterüberzug, nur mit der Navigation.',
    },
    heading: 'Dekorativer Rasterhintergrund',
  },
});
