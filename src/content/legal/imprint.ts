/** The imprint (/imprint), the legal notice German law asks for, in each language. */
import { localized } from '@/lib/locale';

import { assistantFacts as siteConfig } from '../assistant-facts';
import { contactLines, EU_ODR_URL, type LegalPage, p } from './shared';

const en = (() => {
  const { addressLines, emailLine, phoneLine } = contactLines('en');
  return {
    path: '/imprint',
    title: 'Imprint',
    description: `Legal notice of ${siteConfig.legalName} according to § 5 DDG: company, managing director, address in Germany, contact, VAT ID and commercial register.`,
    sections: [
      {
        id: 'company',
        heading: 'Company',
        blocks: [p('Information according to § 5 DDG'), { kind: 'lines', lines: addressLines }],
      },
      {
        id: 'ceo',
        heading: 'Managing director (CEO)',
        blocks: [p(siteConfig.ceo)],
      },
      {
        id: 'contact',
        heading: 'Contact',
        blocks: [{ kind: 'lines', lines: [emailLine, phoneLine] }],
      },
      {
        id: 'vat',
        heading: 'VAT ID',
        blocks: [p(`VAT identification number according to § 27a UStG: ${siteConfig.vatId}`)],
      },
      {
        id: 'register',
        heading: 'Commercial register',
        blocks: [p(siteConfig.commercialRegister)],
      },
      {
        id: 'responsible',
        heading: 'Responsible for content',
        blocks: [p(`According to § 18(2) MStV: ${siteConfig.responsibleForContent}`)],
      },
      {
        id: 'disclaimer',
        heading: 'Disclaimer',
        blocks: [
          p(
            'Liability for content: we create the content of this website with great care, but cannot guarantee that it is correct, complete and up to date. As a service provider we are responsible for our own content under the general laws.',
          ),
          p(
            'Liability for links: this website contains links to external websites over whose content we have no control. The respective provider is always responsible for the content of linked pages. If we become aware of any legal violation, we will remove such links immediately.',
          ),
        ],
      },
      {
        id: 'dispute-resolution',
        heading: 'EU dispute resolution',
        blocks: [
          p('The European Commission provides a platform for online dispute resolution (ODR):'),
          { kind: 'lines', lines: [{ text: EU_ODR_URL, href: EU_ODR_URL }] },
          p(
            'We are neither willing nor obliged to participate in dispute resolution proceedings before a consumer arbitration board.',
          ),
        ],
      },
    ],
  } satisfies LegalPage;
})();

const de: typeof en = (() => {
  const { addressLines, emailLine, phoneLine } = contactLines('de');
  return {
    path: '/imprint',
    title: 'Impressum',
    description: `Impressum der ${siteConfig.legalName} nach § 5 DDG: Unternehmen, Geschäftsführung, Anschrift in Deutschland, Kontakt, USt-IdNr. und Handelsregister.`,
    sections: [
      {
        id: 'company',
        heading: 'Unternehmen',
        blocks: [p('Angaben gemäß § 5 DDG'), { kind: 'lines', lines: addressLines }],
      },
      {
        id: 'ceo',
        heading: 'Vertreten durch den Geschäftsführer',
        blocks: [p(siteConfig.ceo)],
      },
      {
        id: 'contact',
        heading: 'Kontakt',
        blocks: [{ kind: 'lines', lines: [emailLine, phoneLine] }],
      },
      {
        id: 'vat',
        heading: 'Umsatzsteuer-ID',
        blocks: [p(`Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: ${siteConfig.vatId}`)],
      },
      {
        id: 'register',
        heading: 'Handelsregister',
        blocks: [p(siteConfig.commercialRegister)],
      },
      {
        id: 'responsible',
        heading: 'Verantwortlich für den Inhalt',
        blocks: [p(`Gemäß § 18 Abs. 2 MStV: ${siteConfig.responsibleForContent}`)],
      },
      {
        id: 'disclaimer',
        heading: 'Haftungsausschluss',
        blocks: [
          p(
            'Haftung für Inhalte: Wir erstellen die Inhalte dieser Website mit großer Sorgfalt, können aber keine Gewähr für ihre Richtigkeit, Vollständigkeit und Aktualität übernehmen. Als Diensteanbieter sind wir nach den allgemeinen Gesetzen für eigene Inhalte verantwortlich.',
          ),
          p(
            'Haftung für Links: Diese Website enthält Links zu externen Websites, auf deren Inhalte wir keinen Einfluss haben. Für die Inhalte der verlinkten Seiten ist stets der jeweilige Anbieter verantwortlich. Werden uns Rechtsverletzungen bekannt, entfernen wir solche Links umgehend.',
          ),
        ],
      },
      {
        id: 'dispute-resolution',
        heading: 'EU-Streitschlichtung',
        blocks: [
          p(
            'Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung (OS) bereit:',
          ),
          { kind: 'lines', lines: [{ text: EU_ODR_URL, href: EU_ODR_URL }] },
          p(
            'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
          ),
        ],
      },
    ],
  };
})();

export const imprint = localized({ en, de });
