/**
 * Everything the site tells visitors, as passages the built-in assistant can search and quote:
 * every content module of the public pages, in both languages, cut into the sections, cards and
 * items they are written in (a heading and its text), each with the page it is on. `npm run gen:kb`
 * writes them into the functions' copy of the knowledge base. The FAQ and the legal pages live in
 * the database: chat-ai reads the published ones and cuts them into passages the same way
 * (supabase/functions/chat-ai/assistant/site-knowledge.ts).
 *
 * The passages are read straight from the page copy (nothing is restated), so a changed page
 * changes what the assistant can answer.
 */
import type {
  KnowledgeLanguage,
  KnowledgePassage,
} from '../../supabase/functions/_shared/knowledge-contract.ts';
import { FACT_NAMES } from '../../supabase/functions/_shared/site-facts.ts';
import { aboutPage } from './about';
import { agentsPage } from './agents';
import { caseStudiesContent } from './case-studies';
import { contactPage } from './contact';
import { homePage } from './home';
import { partnersPage } from './partners';
import { services } from './services';
import { workshopPage } from './workshop';

/**
 * The public pages' copy by the English path of the page it is on (German: under /de), each with
 * the name its passages' ids start with.
 */
const SOURCES: {
  name: string;
  path: string;
  copy: Record<KnowledgeLanguage, unknown>;
}[] = [
  { name: 'home', path: '/', copy: homePage },
  { name: 'services', path: '/', copy: services },
  { name: 'about', path: '/about', copy: aboutPage },
  { name: 'agents', path: '/ai-agents', copy: agentsPage },
  { name: 'workshop', path: '/ai-speedboat-workshop', copy: workshopPage },
  { name: 'partners', path: '/partners', copy: partnersPage },
  { name: 'contact', path: '/contact', copy: contactPage },
  { name: 'case-studies', path: '/case-studies', copy: caseStudiesContent },
];

/** Fields that are not prose a visitor reads (ids, icons, addresses, settings). */
const SKIPPED = new Set([
  'id',
  'icon',
  'href',
  'bookingUrl',
  'src',
  'srcSet',
  'image',
  'images',
  'logo',
  'path',
  'slug',
  'variant',
  'autoComplete',
  'kind',
  'meta',
  'toasts',
  'errors',
  'validation',
  'placeholder',
  'placeholders',
  'aria',
  'width',
  'height',
  'tocLabel',
  // Interface text, not statements: forms, buttons, states, screen-reader labels.
  'form',
  'detail',
  'eyebrow',
  'cta',
  'ctaLabel',
  'ctaButton',
  'loading',
  'empty',
  'learnMore',
  'learnMoreAbout',
  'errorTitle',
  'errorDescription',
  'logoAlt',
  'imageAlt',
  'visitLabel',
  'pageName',
  'cardsLabel',
  // Shown only when the company facts name a workshop price or dates.
  'priceTag',
  'datesTag',
]);
/** Fields that name what their object is about. */
const HEADINGS = ['title', 'heading', 'name', 'question', 'label'] as const;

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A company fact's placeholder: chat-ai fills it with the published facts. */
const FACT_PLACEHOLDER = new RegExp(`\\{(${FACT_NAMES.join('|')})\\}`, 'g');
const isProse = (value: unknown): value is string =>
  typeof value === 'string' &&
  /\p{L}/u.test(value) &&
  !value.replace(FACT_PLACEHOLDER, '').includes('{') &&
  !/^(https?:|mailto:|tel:|\/)/.test(value);

/** A before → after figure ({ label, from, to } or { label, before, after }) as one line. */
function figure(node: Node): string | undefined {
  const label = node.label;
  const from = node.from ?? node.before;
  const to = node.to ?? node.after;
  if (typeof label !== 'string' || typeof from !== 'string') return undefined;
  return typeof to === 'string' ? `${label}: ${from} → ${to}` : `${from} ${label}`;
}

/** The lines an object shows: its prose fields, its figures and lists, its small items. */
function lines(node: Node, heading: string | undefined): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (SKIPPED.has(key)) continue;
    if (isProse(value) && value !== heading) out.push(value);
    else if (Array.isArray(value)) {
      for (const item of value) {
        if (isProse(item)) out.push(item);
        else if (isNode(item)) {
          const line = figure(item);
          if (line) out.push(line);
          else if (item.kind === 'paragraph' && isProse(item.text)) out.push(item.text);
          else if (item.kind === 'list' && Array.isArray(item.items)) {
            out.push(...item.items.filter(isProse));
          }
        }
      }
    } else if (isNode(value)) {
      const line = figure(value);
      if (line) out.push(line);
    }
  }
  return out;
}

function headingOf(node: Node): string | undefined {
  for (const key of HEADINGS) {
    const value = node[key];
    if (isProse(value)) return value;
  }
  return undefined;
}

function walk(
  value: unknown,
  context: {
    path: string;
    language: KnowledgeLanguage;
    heading: string;
    /** Where the value sits in the site's copy (`about.values.items.2`): the same in both languages. */
    key: string;
  },
  out: KnowledgePassage[],
) {
  const at = (key: string | number) => (context.key ? `${context.key}.${key}` : String(key));
  if (Array.isArray(value)) {
    value.forEach((item, i) => walk(item, { ...context, key: at(i) }, out));
    return;
  }
  // A figure is a line of its parent; a paragraph or list block is part of its section's text.
  if (!isNode(value) || figure(value) || 'kind' in value) return;
  const own = headingOf(value);
  const heading = own ?? context.heading;
  const text = lines(value, own).join('\n');
  if (text.length >= 20) {
    out.push({
      id: context.key,
      path: context.path,
      language: context.language,
      heading,
      text,
    });
  }
  for (const [key, child] of Object.entries(value)) {
    if (!SKIPPED.has(key) && (isNode(child) || Array.isArray(child))) {
      walk(child, { ...context, heading, key: at(key) }, out);
    }
  }
}

export function sitePassages(): KnowledgePassage[] {
  const passages: KnowledgePassage[] = [];
  for (const source of SOURCES) {
    for (const language of ['en', 'de'] as const) {
      walk(
        source.copy[language],
        {
          path: source.path,
          language,
          heading: '',
          key: source.name,
        },
        passages,
      );
    }
  }
  // The same text twice (a figure the home page and the agents page share) is one passage. A
  // passage's id is where it sits on its page, the same in both languages (the German copy has the
  // English one's shape), and stays when other sections change.
  const seen = new Set<string>();
  return passages.filter((p) => {
    const key = `${p.language}\n${p.heading}\n${p.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
