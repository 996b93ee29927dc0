/** The privacy policy (/privacy) in each language. */
import { localized } from '@/lib/locale';

import { assistantFacts as siteConfig } from '../assistant-facts';
import { contactLines, LAST_UPDATED, type LegalPage, list, p } from './shared';

const en = (() => {
  const { addressLines, emailLine, phoneLine } = contactLines('en');
  return {
    path: '/privacy',
    title: 'Privacy Policy',
    description: `How ${siteConfig.legalName} collects, uses, shares and protects personal data on this website, and the rights you have under the GDPR.`,
    lastUpdated: LAST_UPDATED.en,
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
})();

const de: typeof en = (() => {
  const { addressLines, emailLine, phoneLine } = contactLines('de');
  return {
    path: '/privacy',
    title: 'Datenschutzerklärung',
    description: `Wie die ${siteConfig.legalName} auf dieser Website personenbezogene Daten erhebt, nutzt, weitergibt und schützt, und welche Rechte Sie nach der DSGVO haben.`,
    lastUpdated: LAST_UPDATED.de,
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
  };
})();

export const privacyPolicy = localized({ en, de });
