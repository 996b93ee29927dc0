/**
 * Public surface of the site-content feature (German, admins only): "Inhalte", the FAQ
 * (/admin/content), the legal pages (/admin/content/legal) and the company facts
 * (/admin/content/company) the team edits with history and trash.
 */
export { FaqPage } from './components/faq-page';
export { LegalPagesPage } from './components/legal-pages-page';
export { CompanyFactsPage } from './components/company-facts-page';
