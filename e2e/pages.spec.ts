import type { Page } from '@playwright/test';

import { SITE_URL } from '../scripts/e2e-env';
import { sitemapPaths } from '../scripts/seo-files';
import { expect, test } from './fixtures';

/** The external booking page of `siteConfig.externalBookingUrl`. */
const BOOKING_URL = /^https:\/\/meetings\.hubspot\.com\//;

type PageCase = {
  path: string;
  h1: string;
  title: string;
  /** A word the page's meta description must mention. */
  descriptionMentions: RegExp;
  /** The client's strings that must be in the prerendered HTML and on the rendered page. */
  texts: string[];
};

const pages: PageCase[] = [
  {
    path: '/about',
    h1: 'We bring AI to where the work actually happens',
    title: 'About | Northlight AI',
    descriptionMentions: /mission/i,
    texts: ['Our mission', 'Leadership', 'Founder & CEO', 'Our values'],
  },
  {
    path: '/ai-agents',
    h1: 'AI Agents built for specific bottlenecks',
    title: 'AI Agents | Northlight AI',
    descriptionMentions: /AI agents/i,
    texts: [
      'Enterprise AI Automation',
      'Knowledge Intelligence Agent',
      'Process Automation Agent',
      '90%',
      '15 hours/week',
      'Sales Enablement',
      '2x faster proposal creation',
      'Customer Success',
      '40% reduction in churn',
      'Compliance',
      'Real-time compliance tracking',
      'Data Intelligence',
      'Decisions in minutes, not weeks',
      'Precision-Built',
      'Seamless Integration',
      'Rapid Deployment',
      'Assessment',
      'Customization',
      'Integration',
      'Optimization',
      '50+',
      '6-8 weeks',
      '2-3 agents',
    ],
  },
  {
    path: '/partners',
    h1: 'Stronger together',
    title: 'Partners | Northlight AI',
    descriptionMentions: /partner/i,
    texts: ['Smart Automation for Manufacturing', 'AI Integration & Change Management'],
  },
  {
    path: '/ai-speedboat-workshop',
    h1: 'AI Speedboat Workshop',
    title: 'AI Speedboat Workshop | Northlight AI',
    descriptionMentions: /workshop/i,
    texts: [
      '2-Day Intensive Workshop',
      '25+ use cases',
      'On-site',
      '8-12 Participants',
      'Immediately Applicable',
      'Unclear use cases',
      'Team skepticism',
      'Long projects',
      'Fast results',
      'Team enablement',
      'Clear roadmap',
      '3-6 months',
      'GenAI fundamentals',
      'Ideation and use cases',
      'AI prototyping',
      'Strategy and roadmap',
      '25+',
      '3-5',
      'working prototypes',
      '3-6 month',
      'Evaluation and selection',
      '6-8 weeks per agent',
      'without long-term contracts',
      'ticket system',
    ],
  },
  {
    path: '/privacy',
    h1: 'Privacy Policy',
    title: 'Privacy Policy | Northlight AI',
    descriptionMentions: /GDPR/,
    texts: [
      'Last updated: December 2024',
      'Information we collect',
      'How we use your information',
      'a name written in an unusual way can slip through',
      'Sharing of information',
      'Data security',
      'Your rights under the GDPR',
      'Contact',
    ],
  },
  {
    path: '/terms',
    h1: 'Terms of Service',
    title: 'Terms of Service | Northlight AI',
    descriptionMentions: /terms/i,
    texts: [
      'Acceptance of terms',
      'Description of service',
      'User responsibilities',
      'Intellectual property',
      'Limitation of liability',
      'Termination',
      'Governing law',
      'laws of the Federal Republic of Germany',
      'Contact',
    ],
  },
  {
    path: '/imprint',
    h1: 'Imprint',
    title: 'Imprint | Northlight AI',
    descriptionMentions: /legal notice/i,
    texts: [
      'Managing director (CEO)',
      'Germany',
      'hello@northlight-ai.example',
      '+49 30 1234567',
      'VAT ID',
      'DE123456789',
      'Commercial register',
      'Responsible for content',
      'Disclaimer',
      'EU dispute resolution',
      'https://ec.europa.eu/consumers/odr/',
    ],
  },
  {
    path: '/grid',
    h1: 'Decorative grid background',
    title: 'Grid | Northlight AI',
    descriptionMentions: /grid/i,
    texts: [],
  },
];

function decodeEntities(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function headTag(html: string, pattern: RegExp): string | undefined {
  const match = html.match(pattern);
  return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
}

test('every page has its own meta description', async ({ request }) => {
  const seen = new Map<string, string>();
  for (const { path } of pages) {
    const html = await (await request.get(path)).text();
    const description = headTag(html, /<meta name="description" content="([^"]*)"/) ?? '';
    expect(seen.get(description), `${path} reuses a description`).toBeUndefined();
    seen.set(description, path);
  }
});

for (const spec of pages) {
  test.describe(spec.path, () => {
    test('is prerendered with its text, title, description and canonical URL', async ({
      request,
    }) => {
      const response = await request.get(spec.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const text = decodeEntities(html.replace(/<!--.*?-->/g, ''));

      expect(headTag(html, /<title>([^<]*)<\/title>/)).toBe(spec.title);
      const description = headTag(html, /<meta name="description" content="([^"]*)"/) ?? '';
      expect(description).toMatch(spec.descriptionMentions);
      expect(description.length).toBeGreaterThan(60);
      expect(headTag(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${SITE_URL}${spec.path}`);
      expect(headTag(html, /<meta property="og:title" content="([^"]*)"/)).toBe(spec.title);

      expect(text).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(spec.h1)}</h1>`));
      for (const expected of spec.texts) expect(text).toContain(expected);
    });

    test('renders one h1 and its content in the browser', async ({ page }) => {
      await page.goto(spec.path);
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(spec.h1);
      for (const expected of spec.texts) await expect(main).toContainText(expected);
      await expect(page.getByRole('banner')).toBeVisible();
    });
  });
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function expectExternal(page: Page, name: string | RegExp, href: RegExp, count = 1) {
  const links = page.getByRole('main').getByRole('link', { name });
  await expect(links).toHaveCount(count);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(/\(opens in a new tab\)/);
  }
}

test.describe('/ai-agents', () => {
  test('shows both featured agents with their figures', async ({ page }) => {
    await page.goto('/ai-agents');
    const knowledge = page.locator('[data-agent="knowledge-intelligence"]');
    await expect(knowledge).toContainText('Knowledge Intelligence Agent');
    await expect(knowledge.getByRole('definition').nth(0)).toHaveText(/^Hours.*seconds$/);
    await expect(knowledge.getByRole('definition').nth(1)).toHaveText(/^6 months.*3 weeks$/);
    await expect(knowledge.getByRole('definition').nth(2)).toHaveText('90%');
    const process = page.locator('[data-agent="process-automation"]');
    await expect(process).toContainText('Process Automation Agent');
    // The agents page says 8 hours → 40 minutes (the home page says 6 → 30; the client keeps both).
    await expect(process.getByRole('term').nth(0)).toHaveText('Quote generation');
    await expect(process.getByRole('definition').nth(0)).toHaveText(/^8 hours.*40 minutes$/);
    await expect(process.getByRole('definition').nth(1)).toHaveText('15 hours/week');
    await expect(process.getByRole('definition').nth(2)).toHaveText(/^2 days.*real-time$/);
  });

  test('links: build your agent goes to /contact, booking links open the external page', async ({
    page,
  }) => {
    await page.goto('/ai-agents');
    await expectExternal(page, /^Discuss Your Custom Agent/, BOOKING_URL);
    await expectExternal(page, /^Schedule Consultation/, BOOKING_URL);
    const build = page.getByRole('main').getByRole('link', { name: 'Build your agent' });
    await expect(build).toHaveAttribute('href', '/contact');
    await build.click();
    await expect(page).toHaveURL(`${SITE_URL}/contact`);
  });
});

test('/about links to /contact', async ({ page }) => {
  await page.goto('/about');
  const contact = page.getByRole('main').getByRole('link', { name: 'Contact us' });
  await expect(contact).toHaveAttribute('href', '/contact');
  await contact.click();
  await expect(page).toHaveURL(`${SITE_URL}/contact`);
});

test('/about shows one founder profile and four values', async ({ page }) => {
  await page.goto('/about');
  const leadership = page.getByRole('region', { name: 'The people behind the agents' });
  await expect(leadership.getByRole('heading', { level: 3 })).toHaveCount(1);
  const values = page.getByRole('region', { name: 'What guides our work' });
  await expect(values.getByRole('listitem')).toHaveCount(4);
});

test('/partners shows two partners with logo, tagline, benefits and external links', async ({
  page,
}) => {
  await page.goto('/partners');
  const cards = page.getByRole('main').getByRole('list').first().locator(':scope > li');
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) {
    const logo = card.getByRole('img');
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(card.getByRole('listitem')).not.toHaveCount(0);
  }
  await expectExternal(page, /^Visit Website/, /^https:\/\//, 2);
  await expectExternal(page, /^Request Partnership/, BOOKING_URL);
});

test('/ai-speedboat-workshop: Request Workshop and Get in touch lead to /contact, the stories to their case studies', async ({
  page,
}) => {
  await page.goto('/ai-speedboat-workshop');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Request Workshop' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(main.getByRole('link', { name: 'Get in touch' })).toHaveAttribute(
    'href',
    '/contact',
  );
  // The two stories link to the published case studies of their clients (workshop.spec.ts
  // checks which ones).
  const stories = main.getByRole('link', { name: /^Read the case study/ });
  await expect(stories).toHaveCount(2);
  for (const story of await stories.all()) {
    await expect(story).toHaveAttribute('href', /^\/case-studies\/[\w-]+$/);
  }
  await main.getByRole('link', { name: 'Request Workshop' }).click();
  await expect(page).toHaveURL(`${SITE_URL}/contact`);
});

test('/imprint links the EU dispute-resolution platform in a new tab', async ({ page }) => {
  await page.goto('/imprint');
  await expectExternal(
    page,
    /^https:\/\/ec\.europa\.eu\/consumers\/odr\//,
    /^https:\/\/ec\.europa\.eu\/consumers\/odr\/$/,
  );
});

test('/grid shows the header and the grid but no footer', async ({ page }) => {
  await page.goto('/grid');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('grid-overlay')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Decorative grid background' }),
  ).toBeAttached();
});

// WCAG 1.4.10 (reflow): nothing scrolls sideways at 320 CSS px, in either language. German
// compounds at heading sizes and long button labels are what widened pages before.
test('every page in the sitemap fits a 320 px wide screen without horizontal scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const paths = sitemapPaths(sitemap);
  expect(paths).toEqual(expect.arrayContaining(['/contact', '/de/contact', '/de/terms']));
  // One load per page of the sitemap (28 today): about a second each on an idle machine, up to
  // three beside the rest of the suite on a two-core CI machine, so the time scales with the list.
  test.setTimeout(30_000 + paths.length * 3_000);
  for (const path of paths) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls horizontally`).toBeLessThanOrEqual(0);
  }
});
