/** The terms of service (/terms) in each language. */
import { localized } from '@/lib/locale';

import { assistantFacts as siteConfig } from '../assistant-facts';
import { contactLines, LAST_UPDATED, type LegalPage, list, p } from './shared';

const { address } = siteConfig;

const en = (() => {
  const { addressLines, emailLine, phoneLine } = contactLines('en');
  return {
    path: '/terms',
    title: 'Terms of Service',
    description: `The terms that govern the use of the ${siteConfig.companyName} website and its AI assistant, including liability, intellectual property and governing law (Germany).`,
    lastUpdated: LAST_UPDATED.en,
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
})();

const de: typeof en = (() => {
  const { addressLines, emailLine, phoneLine } = contactLines('de');
  return {
    path: '/terms',
    title: 'Nutzungsbedingungen',
    description: `Die Bedingungen für die Nutzung der Website von ${siteConfig.companyName} und ihres KI-Assistenten, einschließlich Haftung, geistigem Eigentum und anwendbarem Recht (Deutschland).`,
    lastUpdated: LAST_UPDATED.de,
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
  };
})();

export const termsOfService = localized({ en, de });
