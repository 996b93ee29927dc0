/**
 * Texts of the legal pages (/privacy, /terms, /imprint) as structured sections.
 *
 * PLACEHOLDERS — NOT LEGAL ADVICE: these texts are realistic drafts for a German GmbH and must be
 * reviewed by a lawyer before launch. Company facts come from `site.ts` (the one place to change them).
 */
import type {
  LegalBlock,
  LegalDocument,
  LegalLine,
} from '@/components/sections/legal/legal-document';

import { type Locale, localized } from '@/lib/locale';

import { siteConfig, siteCopy } from './site';

/** A legal page: the document its component shows, plus its route and search description. */
type LegalPage = LegalDocument & { path: '/privacy' | '/terms' | '/imprint'; description: string };

const { address } = siteConfig;

/** The company's address, e-mail and phone lines, labelled in a language. */
function contactLines(locale: Locale) {
  const labels = {
    en: { email: 'E-mail', phone: 'Phone' },
    de: { email: 'E-Mail', phone: 'Telefon' },
  };
  const addressLines: LegalLine[] = [
    { text: siteConfig.legalName },
    { text: address.street },
    { text: `${address.postalCode} ${address.city}` },
    { text: siteCopy[locale].country },
  ];
  const emailLine: LegalLine = {
    label: labels[locale].email,
    text: siteConfig.email,
    href: `mailto:${siteConfig.email}`,
  };
  const phoneLine: LegalLine = {
    label: labels[locale].phone,
    text: siteConfig.phone,
    href: `tel:${siteConfig.phone.replace(/[^+\d]/g, '')}`,
  };
  return { addressLines, emailLine, phoneLine };
}

const p = (text: string): LegalBlock => ({ kind: 'paragraph', text });
const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });

export const EU_ODR_URL = 'https://ec.europa.eu/consumers/odr/';

const en = (() => {
  const { addressLines, emailLine, phoneLine } = contactLines('en');
  const LEGAL_LAST_UPDATED = 'December 2024';

  const privacyPolicy = {
    path: '/privacy',
    title: 'Privacy Policy',
    description: `How ${siteConfig.legalName} collects, uses, shares and protects personal data on this website, and the rights you have under the GDPR.`,
    lastUpdated: `Last updated: ${LEGAL_LAST_UPDATED}`,
    intro: `This policy explains how ${siteConfig.legalName} ("we", "us") processes personal data when you visit this website, chat with our assistant, book a call or contact us. We process personal data in accordance with the EU General Data Protection Regulation (GDPR) and the German Federal Data Protection Act (BDSG).`,
    sections: [
      {
        id: 'information-collected',
        heading: 'Information we collect',
        blocks: [
          list(
            'Contact data you enter in the contact form: first name, last name, e-mail address, company and your message.',
            'Messages you send to our AI assistant and, if you use voice input, the audio recording needed to transcribe it.',
            'Appointment data you enter when booking a call through our scheduling provider.',
            'Technical data your browser sends automatically: IP address, date and time of access, pages visited, browser type and operating system (server log files).',
          ),
          p(
            'We do not use cookies for advertising. The booking dialog loads content from our scheduling provider only when you open it.',
          ),
        ],
      },
      {
        id: 'use',
        heading: 'How we use your information',
        blocks: [
          list(
            'To answer your enquiries and prepare offers (Art. 6(1)(b) GDPR).',
            'To run the AI assistant and improve its answers (Art. 6(1)(f) GDPR; our legitimate interest is a helpful, efficient first contact).',
            'To operate this website securely and detect misuse (Art. 6(1)(f) GDPR).',
            'To comply with legal obligations such as retention duties under commercial and tax law (Art. 6(1)(c) GDPR).',
          ),
          p(
            'We delete personal data as soon as it is no longer needed for these purposes, unless statutory retention periods apply.',
          ),
          p(
            'So that our team can see what visitors ask and improve the answers, we keep each question you send to the assistant for 90 days, then it is deleted automatically. Before a question is stored, we remove from it e-mail addresses, phone numbers, IBANs, postal addresses (street and house number, postal code and town), the query part of links (everything from “?” or “#” on) and names of people, such as the name you introduce yourself or sign with. We recognise names by lists of common first names and surnames and by where they stand in the text, so a name written in an unusual way can slip through. Please leave out personal details you do not want us to keep.',
          ),
          list(
            'We keep: the question without those details, its language, the page you asked it on, what the assistant answered it from, whether it suggested a call, and whether the conversation ended in a booked call or a message to us.',
            'We do not keep: your IP address, your browser, or anything else that identifies you. Questions of one conversation are linked only by a random number that your browser forgets when you close the tab.',
            'If your browser sends the Global Privacy Control signal (Sec-GPC), we keep nothing of your questions.',
          ),
        ],
      },
      {
        id: 'sharing',
        heading: 'Sharing of information',
        blocks: [
          p(
            'We do not sell personal data. We share it only with service providers who process it on our behalf under a data processing agreement (Art. 28 GDPR), in particular:',
          ),
          list(
            'hosting and database providers for this website and its backend,',
            'our CRM and scheduling provider for contact requests and bookings,',
            'providers of AI language and speech models that generate the assistant’s answers.',
          ),
          p(
            'Where a provider is located outside the European Economic Area, we ensure an adequate level of protection, for example through the EU Standard Contractual Clauses or an adequacy decision.',
          ),
        ],
      },
      {
        id: 'security',
        heading: 'Data security',
        blocks: [
          p(
            'All data is transmitted over encrypted connections (TLS). We use technical and organisational measures such as access controls, role-based permissions and regular updates to protect your data against loss, misuse and unauthorised access.',
          ),
        ],
      },
      {
        id: 'gdpr-rights',
        heading: 'Your rights under the GDPR',
        blocks: [
          p('You have the right to:'),
          list(
            'access the personal data we hold about you (Art. 15 GDPR),',
            'have inaccurate data rectified (Art. 16 GDPR),',
            'have your data erased (Art. 17 GDPR) or its processing restricted (Art. 18 GDPR),',
            'receive your data in a portable format (Art. 20 GDPR),',
            'object to processing based on legitimate interests (Art. 21 GDPR),',
            'withdraw any consent you have given, with effect for the future (Art. 7(3) GDPR),',
            'lodge a complaint with a data protection supervisory authority (Art. 77 GDPR).',
          ),
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        blocks: [
          p('If you have questions about this policy or want to exercise your rights, contact us:'),
          { kind: 'lines', lines: [...addressLines, emailLine, phoneLine] },
        ],
      },
    ],
  } satisfies LegalPage;

  const termsOfService = {
    path: '/terms',
    title: 'Terms of Service',
    description: `The terms that govern the use of the ${siteConfig.companyName} website and its AI assistant, including liability, intellectual property and governing law (Germany).`,
    lastUpdated: `Last updated: ${LEGAL_LAST_UPDATED}`,
    sections: [
      {
        id: 'acceptance',
        heading: 'Acceptance of terms',
        blocks: [
          p(
            `These terms apply to the use of this website, operated by ${siteConfig.legalName}. By using the website you accept them. If you do not agree, please do not use the website.`,
          ),
        ],
      },
      {
        id: 'service-description',
        heading: 'Description of service',
        blocks: [
          p(
            'The website informs about our consulting services in AI automation, lets you chat with an AI assistant, book calls and send us messages. The AI assistant gives general information; its answers may be incomplete or inaccurate and do not constitute a binding offer or professional advice. Consulting and implementation projects are governed by separate written agreements.',
          ),
        ],
      },
      {
        id: 'user-responsibilities',
        heading: 'User responsibilities',
        blocks: [
          list(
            'Provide accurate information when contacting us or booking a call.',
            'Do not enter confidential, personal or sensitive data of third parties into the AI assistant.',
            'Do not misuse the website, for example by automated mass requests, attempts to bypass security measures or unlawful content.',
          ),
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Intellectual property',
        blocks: [
          p(
            `All content of this website, including texts, graphics, logos and software, is protected by copyright and belongs to ${siteConfig.legalName} or its licensors. Any use beyond what copyright law permits requires our prior written consent.`,
          ),
        ],
      },
      {
        id: 'liability',
        heading: 'Limitation of liability',
        blocks: [
          p(
            'We are liable without limitation for intent and gross negligence and for injury to life, body or health. For slight negligence we are liable only for breaches of essential obligations, limited to the typical, foreseeable damage. Liability under the German Product Liability Act remains unaffected.',
          ),
        ],
      },
      {
        id: 'termination',
        heading: 'Termination',
        blocks: [
          p(
            'We may change, suspend or discontinue the website or individual features at any time. We may block access for users who violate these terms.',
          ),
        ],
      },
      {
        id: 'governing-law',
        heading: 'Governing law',
        blocks: [
          p(
            `These terms are governed by the laws of the Federal Republic of Germany, excluding the UN Convention on Contracts for the International Sale of Goods. For merchants, the place of jurisdiction is ${address.city}, Germany.`,
          ),
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        blocks: [
          p('Questions about these terms? Contact us:'),
          { kind: 'lines', lines: [...addressLines, emailLine, phoneLine] },
        ],
      },
    ],
  } satisfies LegalPage;

  const imprint = {
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

  /** Accessible name of the table of contents on each legal page. */
  return { privacyPolicy, termsOfService, imprint, tocLabel: 'On this page' };
})();

const de: typeof en = (() => {
  const { addressLines, emailLine, phoneLine } = contactLines('de');
  const lastUpdated = 'Stand: Dezember 2024';
  return {
    privacyPolicy: {
      path: '/privacy',
      title: 'Datenschutzerklärung',
      description: `Wie die ${siteConfig.legalName} auf dieser Website personenbezogene Daten erhebt, nutzt, weitergibt und schützt, und welche Rechte Sie nach der DSGVO haben.`,
      lastUpdated,
      intro: `Diese Erklärung beschreibt, wie die ${siteConfig.legalName} („wir“, „uns“) personenbezogene Daten verarbeitet, wenn Sie diese Website besuchen, mit unserem Assistenten chatten, ein Gespräch buchen oder uns kontaktieren. Wir verarbeiten personenbezogene Daten nach der EU-Datenschutz-Grundverordnung (DSGVO) und dem Bundesdatenschutzgesetz (BDSG).`,
      sections: [
        {
          id: 'information-collected',
          heading: 'Welche Daten wir erheben',
          blocks: [
            list(
              'Kontaktdaten, die Sie in das Kontaktformular eingeben: Vorname, Nachname, E-Mail-Adresse, Unternehmen und Ihre Nachricht.',
              'Nachrichten, die Sie an unseren KI-Assistenten senden, und, wenn Sie die Spracheingabe nutzen, die Audioaufnahme, die für die Umwandlung in Text nötig ist.',
              'Termindaten, die Sie bei der Buchung eines Gesprächs über unseren Terminanbieter eingeben.',
              'Technische Daten, die Ihr Browser automatisch übermittelt: IP-Adresse, Datum und Uhrzeit des Zugriffs, besuchte Seiten, Browsertyp und Betriebssystem (Server-Logdateien).',
            ),
            p(
              'Wir verwenden keine Cookies zu Werbezwecken. Der Buchungsdialog lädt Inhalte unseres Terminanbieters erst, wenn Sie ihn öffnen.',
            ),
          ],
        },
        {
          id: 'use',
          heading: 'Wofür wir Ihre Daten nutzen',
          blocks: [
            list(
              'Um Ihre Anfragen zu beantworten und Angebote vorzubereiten (Art. 6 Abs. 1 lit. b DSGVO).',
              'Um den KI-Assistenten zu betreiben und seine Antworten zu verbessern (Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist ein hilfreicher, effizienter Erstkontakt).',
              'Um diese Website sicher zu betreiben und Missbrauch zu erkennen (Art. 6 Abs. 1 lit. f DSGVO).',
              'Um gesetzliche Pflichten zu erfüllen, etwa handels- und steuerrechtliche Aufbewahrungspflichten (Art. 6 Abs. 1 lit. c DSGVO).',
            ),
            p(
              'Wir löschen personenbezogene Daten, sobald sie für diese Zwecke nicht mehr erforderlich sind, sofern keine gesetzlichen Aufbewahrungsfristen bestehen.',
            ),
            p(
              'Damit unser Team sieht, was Besucher fragen, und die Antworten verbessern kann, speichern wir jede Frage, die Sie dem Assistenten senden, 90 Tage lang; danach wird sie automatisch gelöscht. Bevor eine Frage gespeichert wird, entfernen wir daraus E-Mail-Adressen, Telefonnummern, IBANs, Postanschriften (Straße und Hausnummer, Postleitzahl und Ort), den Abfrageteil von Links (alles ab „?“ oder „#“) sowie Namen von Personen, etwa den Namen, mit dem Sie sich vorstellen oder unterschreiben. Namen erkennen wir anhand von Listen gängiger Vor- und Nachnamen und an ihrer Stellung im Text; ein ungewöhnlich geschriebener Name kann daher erhalten bleiben. Bitte lassen Sie persönliche Angaben weg, die wir nicht speichern sollen.',
            ),
            list(
              'Wir speichern: die Frage ohne diese Angaben, ihre Sprache, die Seite, auf der Sie sie gestellt haben, woraus der Assistent geantwortet hat, ob er ein Gespräch vorgeschlagen hat und ob das Gespräch mit einer Terminbuchung oder einer Nachricht an uns endete.',
              'Wir speichern nicht: Ihre IP-Adresse, Ihren Browser oder andere Angaben, die Sie identifizieren. Die Fragen eines Gesprächs verbindet nur eine Zufallszahl, die Ihr Browser beim Schließen des Tabs vergisst.',
              'Sendet Ihr Browser das Signal Global Privacy Control (Sec-GPC), speichern wir nichts von Ihren Fragen.',
            ),
          ],
        },
        {
          id: 'sharing',
          heading: 'Weitergabe von Daten',
          blocks: [
            p(
              'Wir verkaufen keine personenbezogenen Daten. Wir geben sie nur an Dienstleister weiter, die sie in unserem Auftrag auf Grundlage eines Auftragsverarbeitungsvertrags (Art. 28 DSGVO) verarbeiten, insbesondere an:',
            ),
            list(
              'Hosting- und Datenbankanbieter für diese Website und ihr Backend,',
              'unseren CRM- und Terminanbieter für Kontaktanfragen und Buchungen,',
              'Anbieter von KI-Sprach- und Spracherkennungsmodellen, die die Antworten des Assistenten erzeugen.',
            ),
            p(
              'Sitzt ein Anbieter außerhalb des Europäischen Wirtschaftsraums, stellen wir ein angemessenes Schutzniveau sicher, etwa durch die EU-Standardvertragsklauseln oder einen Angemessenheitsbeschluss.',
            ),
          ],
        },
        {
          id: 'security',
          heading: 'Datensicherheit',
          blocks: [
            p(
              'Alle Daten werden über verschlüsselte Verbindungen (TLS) übertragen. Wir schützen Ihre Daten mit technischen und organisatorischen Maßnahmen wie Zugriffskontrollen, rollenbasierten Berechtigungen und regelmäßigen Updates vor Verlust, Missbrauch und unbefugtem Zugriff.',
            ),
          ],
        },
        {
          id: 'gdpr-rights',
          heading: 'Ihre Rechte nach der DSGVO',
          blocks: [
            p('Sie haben das Recht,'),
            list(
              'Auskunft über die personenbezogenen Daten zu erhalten, die wir über Sie speichern (Art. 15 DSGVO),',
              'unrichtige Daten berichtigen zu lassen (Art. 16 DSGVO),',
              'Ihre Daten löschen (Art. 17 DSGVO) oder ihre Verarbeitung einschränken zu lassen (Art. 18 DSGVO),',
              'Ihre Daten in einem übertragbaren Format zu erhalten (Art. 20 DSGVO),',
              'der Verarbeitung auf Grundlage berechtigter Interessen zu widersprechen (Art. 21 DSGVO),',
              'eine erteilte Einwilligung mit Wirkung für die Zukunft zu widerrufen (Art. 7 Abs. 3 DSGVO),',
              'sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO).',
            ),
          ],
        },
        {
          id: 'contact',
          heading: 'Kontakt',
          blocks: [
            p(
              'Bei Fragen zu dieser Erklärung oder wenn Sie Ihre Rechte ausüben möchten, wenden Sie sich an uns:',
            ),
            { kind: 'lines', lines: [...addressLines, emailLine, phoneLine] },
          ],
        },
      ],
    },
    termsOfService: {
      path: '/terms',
      title: 'Nutzungsbedingungen',
      description: `Die Bedingungen für die Nutzung der Website von ${siteConfig.companyName} und ihres KI-Assistenten, einschließlich Haftung, geistigem Eigentum und anwendbarem Recht (Deutschland).`,
      lastUpdated,
      sections: [
        {
          id: 'acceptance',
          heading: 'Geltung der Bedingungen',
          blocks: [
            p(
              `Diese Bedingungen gelten für die Nutzung dieser Website, die von der ${siteConfig.legalName} betrieben wird. Mit der Nutzung der Website erkennen Sie sie an. Wenn Sie nicht einverstanden sind, nutzen Sie die Website bitte nicht.`,
            ),
          ],
        },
        {
          id: 'service-description',
          heading: 'Beschreibung des Angebots',
          blocks: [
            p(
              'Die Website informiert über unsere Beratungsleistungen im Bereich KI-Automatisierung und ermöglicht es Ihnen, mit einem KI-Assistenten zu chatten, Gespräche zu buchen und uns Nachrichten zu senden. Der KI-Assistent gibt allgemeine Informationen; seine Antworten können unvollständig oder ungenau sein und stellen weder ein verbindliches Angebot noch eine fachliche Beratung dar. Beratungs- und Umsetzungsprojekte richten sich nach gesonderten schriftlichen Vereinbarungen.',
            ),
          ],
        },
        {
          id: 'user-responsibilities',
          heading: 'Pflichten der Nutzer',
          blocks: [
            list(
              'Machen Sie zutreffende Angaben, wenn Sie uns kontaktieren oder ein Gespräch buchen.',
              'Geben Sie keine vertraulichen, personenbezogenen oder sensiblen Daten Dritter in den KI-Assistenten ein.',
              'Missbrauchen Sie die Website nicht, etwa durch automatisierte Massenanfragen, Versuche, Sicherheitsmaßnahmen zu umgehen, oder rechtswidrige Inhalte.',
            ),
          ],
        },
        {
          id: 'intellectual-property',
          heading: 'Geistiges Eigentum',
          blocks: [
            p(
              `Alle Inhalte dieser Website, einschließlich Texten, Grafiken, Logos und Software, sind urheberrechtlich geschützt und gehören der ${siteConfig.legalName} oder ihren Lizenzgebern. Jede Nutzung über das urheberrechtlich Zulässige hinaus bedarf unserer vorherigen schriftlichen Zustimmung.`,
            ),
          ],
        },
        {
          id: 'liability',
          heading: 'Haftungsbeschränkung',
          blocks: [
            p(
              'Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit. Bei leichter Fahrlässigkeit haften wir nur bei Verletzung wesentlicher Pflichten, begrenzt auf den typischen, vorhersehbaren Schaden. Die Haftung nach dem Produkthaftungsgesetz bleibt unberührt.',
            ),
          ],
        },
        {
          id: 'termination',
          heading: 'Beendigung',
          blocks: [
            p(
              'Wir können die Website oder einzelne Funktionen jederzeit ändern, aussetzen oder einstellen. Nutzern, die gegen diese Bedingungen verstoßen, können wir den Zugang sperren.',
            ),
          ],
        },
        {
          id: 'governing-law',
          heading: 'Anwendbares Recht',
          blocks: [
            p(
              `Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Für Kaufleute ist der Gerichtsstand ${address.city}.`,
            ),
          ],
        },
        {
          id: 'contact',
          heading: 'Kontakt',
          blocks: [
            p('Fragen zu diesen Bedingungen? Schreiben Sie uns:'),
            { kind: 'lines', lines: [...addressLines, emailLine, phoneLine] },
          ],
        },
      ],
    },
    imprint: {
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
    },
    tocLabel: 'Auf dieser Seite',
  };
})();

/** The legal pages in each language. */
export const legalPages = localized({ en, de });
