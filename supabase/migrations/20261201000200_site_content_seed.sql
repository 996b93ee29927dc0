-- Today's content of the site, so that a project upgraded by migrations shows what it showed
-- before: the five FAQ entries, the three legal pages and the company facts, all published, in
-- both languages, as the site's source files held them (src/content/faq.ts, legal/, site.ts).
-- The legal texts name the company's facts by placeholder (see 20261201000000_site_content), so
-- each fact lives once, in company_facts. The site quotes no workshop price or dates yet.
--
-- The history of each item starts here with a "baseline" revision: the state the site had.

select pg_catalog.set_config('app.revision_action', 'baseline', false);

insert into public.company_facts (
  company_name, legal_name, email, phone, street, postal_code, city, country_code,
  register_court, register_number, vat_id, managing_directors, responsible_for_content,
  linkedin_url, booking_url, workshop_days, workshop_participants_min, workshop_participants_max,
  workshop_use_cases, workshop_prototypes_min, workshop_prototypes_max, go_live_weeks_min,
  go_live_weeks_max, integrations_count, accuracy_percent, professionals_trained, published
) values (
  'Northlight AI', 'Northlight AI GmbH', 'hello@northlight-ai.example', '+49 30 1234567',
  'Musterstraße 1', '10115', 'Berlin', 'DE',
  'Amtsgericht Berlin-Charlottenburg', 'HRB 000000', 'DE123456789', array['Alex Example'],
  'Alex Example, Musterstraße 1, 10115 Berlin',
  'https://www.linkedin.com/company/northlight-ai-example',
  'https://meetings.hubspot.com/northlight-ai-example', 2, 8, 12, 25, 3, 5, 6, 8, 500, 99, 500,
  true
);

-- The FAQ, in the order the home page shows it.
insert into public.faq_entries
  (id, display_order, published, question_en, answer_en, question_de, answer_de)
values
(
  '5eed0fa9-1e00-4a00-8000-000000000001', 0, true,
  'How long does it take until our first AI agent is live?',
  'Most agents go live within 2-6 weeks. We start with a 60-minute consultation, pick one bottleneck with a clear business case and ship a first version quickly, then improve it with your team.',
  'Wie lange dauert es, bis unser erster KI-Agent live ist?',
  'Die meisten Agenten gehen innerhalb von 2–6 Wochen live. Wir beginnen mit einem 60-minütigen Beratungsgespräch, wählen einen Engpass mit klarem Business Case und liefern schnell eine erste Version, die wir dann gemeinsam mit Ihrem Team verbessern.'),
(
  '5eed0fa9-1e00-4a00-8000-000000000002', 1, true,
  'Do we have to replace our existing systems?',
  'No. Our agents work with the tools you already use. With 500+ integrations available, they connect to your CRM, ERP, e-mail, document storage and ticketing systems.',
  'Müssen wir unsere bestehenden Systeme ersetzen?',
  'Nein. Unsere Agenten arbeiten mit den Tools, die Sie bereits nutzen. Mit über 500 verfügbaren Integrationen verbinden sie sich mit Ihrem CRM, ERP, E-Mail, Dokumentenablage und Ticketsystem.'),
(
  '5eed0fa9-1e00-4a00-8000-000000000003', 2, true,
  'Is our data safe?',
  'Yes. We follow the GDPR, process data in the EU wherever possible, respect your existing access rights and never use your data to train public models.',
  'Sind unsere Daten sicher?',
  'Ja. Wir halten die DSGVO ein, verarbeiten Daten wo immer möglich in der EU, respektieren Ihre bestehenden Zugriffsrechte und verwenden Ihre Daten nie zum Training öffentlicher Modelle.'),
(
  '5eed0fa9-1e00-4a00-8000-000000000004', 3, true,
  'How accurate are the answers of an AI agent?',
  'Our knowledge agents reach 99%+ accuracy on your own documents, answer with links to their sources and hand over to a human when they are not sure.',
  'Wie genau sind die Antworten eines KI-Agenten?',
  'Unsere Wissensagenten erreichen über 99 % Genauigkeit auf Ihren eigenen Dokumenten, antworten mit Links zu ihren Quellen und übergeben an einen Menschen, wenn sie unsicher sind.'),
(
  '5eed0fa9-1e00-4a00-8000-000000000005', 4, true,
  'What is the first step?',
  'Book a free 15-minute call. We learn about your processes, show you what is possible and suggest whether a workshop or a first agent is the better start.',
  'Was ist der erste Schritt?',
  'Buchen Sie ein kostenloses 15-minütiges Gespräch. Wir lernen Ihre Prozesse kennen, zeigen Ihnen, was möglich ist, und schlagen vor, ob ein Workshop oder ein erster Agent der bessere Einstieg ist.');

-- The privacy policy and the terms were last revised in December 2024; the imprint shows no date.
insert into public.legal_pages
  (kind, revised_on, published, title_en, description_en, body_en, title_de, description_de, body_de)
values
(
  'privacy', '2024-12-01', true,
  'Privacy Policy', 'How {{company.legal_name}} collects, uses, shares and protects personal data on this website, and the rights you have under the GDPR.',
$md$This policy explains how {{company.legal_name}} ("we", "us") processes personal data when you visit this website, chat with our assistant, book a call or contact us. We process personal data in accordance with the EU General Data Protection Regulation (GDPR) and the German Federal Data Protection Act (BDSG).

## Information we collect {#information-collected}

- Contact data you enter in the contact form: first name, last name, e-mail address, company and your message.
- Messages you send to our AI assistant and, if you use voice input, the audio recording needed to transcribe it.
- Appointment data you enter when booking a call through our scheduling provider.
- Technical data your browser sends automatically: IP address, date and time of access, pages visited, browser type and operating system (server log files).

We do not use cookies for advertising. The booking dialog loads content from our scheduling provider only when you open it.

## How we use your information {#use}

- To answer your enquiries and prepare offers (Art. 6(1)(b) GDPR).
- To run the AI assistant and improve its answers (Art. 6(1)(f) GDPR; our legitimate interest is a helpful, efficient first contact).
- To operate this website securely and detect misuse (Art. 6(1)(f) GDPR).
- To comply with legal obligations such as retention duties under commercial and tax law (Art. 6(1)(c) GDPR).

We delete personal data as soon as it is no longer needed for these purposes, unless statutory retention periods apply.

So that our team can see what visitors ask and improve the answers, we keep each question you send to the assistant for 90 days, then it is deleted automatically. Before a question is stored, we remove from it e-mail addresses, phone numbers, IBANs, postal addresses (street and house number, postal code and town), the query part of links (everything from “?” or “#” on) and names of people, such as the name you introduce yourself or sign with. We recognise names by lists of common first names and surnames and by where they stand in the text, so a name written in an unusual way can slip through. Please leave out personal details you do not want us to keep.

- We keep: the question without those details, its language, the page you asked it on, what the assistant answered it from, whether it suggested a call, and whether the conversation ended in a booked call or a message to us.
- We do not keep: your IP address, your browser, or anything else that identifies you. Questions of one conversation are linked only by a random number that your browser forgets when you close the tab.
- If your browser sends the Global Privacy Control signal (Sec-GPC), we keep nothing of your questions.

## Sharing of information {#sharing}

We do not sell personal data. We share it only with service providers who process it on our behalf under a data processing agreement (Art. 28 GDPR), in particular:

- hosting and database providers for this website and its backend,
- our CRM and scheduling provider for contact requests and bookings,
- providers of AI language and speech models that generate the assistant’s answers.

Where a provider is located outside the European Economic Area, we ensure an adequate level of protection, for example through the EU Standard Contractual Clauses or an adequacy decision.

## Data security {#security}

All data is transmitted over encrypted connections (TLS). We use technical and organisational measures such as access controls, role-based permissions and regular updates to protect your data against loss, misuse and unauthorised access.

## Your rights under the GDPR {#gdpr-rights}

You have the right to:

- access the personal data we hold about you (Art. 15 GDPR),
- have inaccurate data rectified (Art. 16 GDPR),
- have your data erased (Art. 17 GDPR) or its processing restricted (Art. 18 GDPR),
- receive your data in a portable format (Art. 20 GDPR),
- object to processing based on legitimate interests (Art. 21 GDPR),
- withdraw any consent you have given, with effect for the future (Art. 7(3) GDPR),
- lodge a complaint with a data protection supervisory authority (Art. 77 GDPR).

## Contact {#contact}

If you have questions about this policy or want to exercise your rights, contact us:

{{company.address}}
{{company.contact}}$md$,
'Datenschutzerklärung', 'Wie die {{company.legal_name}} auf dieser Website personenbezogene Daten erhebt, nutzt, weitergibt und schützt, und welche Rechte Sie nach der DSGVO haben.',
$md$Diese Erklärung beschreibt, wie die {{company.legal_name}} („wir“, „uns“) personenbezogene Daten verarbeitet, wenn Sie diese Website besuchen, mit unserem Assistenten chatten, ein Gespräch buchen oder uns kontaktieren. Wir verarbeiten personenbezogene Daten nach der EU-Datenschutz-Grundverordnung (DSGVO) und dem Bundesdatenschutzgesetz (BDSG).

## Welche Daten wir erheben {#information-collected}

- Kontaktdaten, die Sie in das Kontaktformular eingeben: Vorname, Nachname, E-Mail-Adresse, Unternehmen und Ihre Nachricht.
- Nachrichten, die Sie an unseren KI-Assistenten senden, und, wenn Sie die Spracheingabe nutzen, die Audioaufnahme, die für die Umwandlung in Text nötig ist.
- Termindaten, die Sie bei der Buchung eines Gesprächs über unseren Terminanbieter eingeben.
- Technische Daten, die Ihr Browser automatisch übermittelt: IP-Adresse, Datum und Uhrzeit des Zugriffs, besuchte Seiten, Browsertyp und Betriebssystem (Server-Logdateien).

Wir verwenden keine Cookies zu Werbezwecken. Der Buchungsdialog lädt Inhalte unseres Terminanbieters erst, wenn Sie ihn öffnen.

## Wofür wir Ihre Daten nutzen {#use}

- Um Ihre Anfragen zu beantworten und Angebote vorzubereiten (Art. 6 Abs. 1 lit. b DSGVO).
- Um den KI-Assistenten zu betreiben und seine Antworten zu verbessern (Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist ein hilfreicher, effizienter Erstkontakt).
- Um diese Website sicher zu betreiben und Missbrauch zu erkennen (Art. 6 Abs. 1 lit. f DSGVO).
- Um gesetzliche Pflichten zu erfüllen, etwa handels- und steuerrechtliche Aufbewahrungspflichten (Art. 6 Abs. 1 lit. c DSGVO).

Wir löschen personenbezogene Daten, sobald sie für diese Zwecke nicht mehr erforderlich sind, sofern keine gesetzlichen Aufbewahrungsfristen bestehen.

Damit unser Team sieht, was Besucher fragen, und die Antworten verbessern kann, speichern wir jede Frage, die Sie dem Assistenten senden, 90 Tage lang; danach wird sie automatisch gelöscht. Bevor eine Frage gespeichert wird, entfernen wir daraus E-Mail-Adressen, Telefonnummern, IBANs, Postanschriften (Straße und Hausnummer, Postleitzahl und Ort), den Abfrageteil von Links (alles ab „?“ oder „#“) sowie Namen von Personen, etwa den Namen, mit dem Sie sich vorstellen oder unterschreiben. Namen erkennen wir anhand von Listen gängiger Vor- und Nachnamen und an ihrer Stellung im Text; ein ungewöhnlich geschriebener Name kann daher erhalten bleiben. Bitte lassen Sie persönliche Angaben weg, die wir nicht speichern sollen.

- Wir speichern: die Frage ohne diese Angaben, ihre Sprache, die Seite, auf der Sie sie gestellt haben, woraus der Assistent geantwortet hat, ob er ein Gespräch vorgeschlagen hat und ob das Gespräch mit einer Terminbuchung oder einer Nachricht an uns endete.
- Wir speichern nicht: Ihre IP-Adresse, Ihren Browser oder andere Angaben, die Sie identifizieren. Die Fragen eines Gesprächs verbindet nur eine Zufallszahl, die Ihr Browser beim Schließen des Tabs vergisst.
- Sendet Ihr Browser das Signal Global Privacy Control (Sec-GPC), speichern wir nichts von Ihren Fragen.

## Weitergabe von Daten {#sharing}

Wir verkaufen keine personenbezogenen Daten. Wir geben sie nur an Dienstleister weiter, die sie in unserem Auftrag auf Grundlage eines Auftragsverarbeitungsvertrags (Art. 28 DSGVO) verarbeiten, insbesondere an:

- Hosting- und Datenbankanbieter für diese Website und ihr Backend,
- unseren CRM- und Terminanbieter für Kontaktanfragen und Buchungen,
- Anbieter von KI-Sprach- und Spracherkennungsmodellen, die die Antworten des Assistenten erzeugen.

Sitzt ein Anbieter außerhalb des Europäischen Wirtschaftsraums, stellen wir ein angemessenes Schutzniveau sicher, etwa durch die EU-Standardvertragsklauseln oder einen Angemessenheitsbeschluss.

## Datensicherheit {#security}

Alle Daten werden über verschlüsselte Verbindungen (TLS) übertragen. Wir schützen Ihre Daten mit technischen und organisatorischen Maßnahmen wie Zugriffskontrollen, rollenbasierten Berechtigungen und regelmäßigen Updates vor Verlust, Missbrauch und unbefugtem Zugriff.

## Ihre Rechte nach der DSGVO {#gdpr-rights}

Sie haben das Recht,

- Auskunft über die personenbezogenen Daten zu erhalten, die wir über Sie speichern (Art. 15 DSGVO),
- unrichtige Daten berichtigen zu lassen (Art. 16 DSGVO),
- Ihre Daten löschen (Art. 17 DSGVO) oder ihre Verarbeitung einschränken zu lassen (Art. 18 DSGVO),
- Ihre Daten in einem übertragbaren Format zu erhalten (Art. 20 DSGVO),
- der Verarbeitung auf Grundlage berechtigter Interessen zu widersprechen (Art. 21 DSGVO),
- eine erteilte Einwilligung mit Wirkung für die Zukunft zu widerrufen (Art. 7 Abs. 3 DSGVO),
- sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO).

## Kontakt {#contact}

Bei Fragen zu dieser Erklärung oder wenn Sie Ihre Rechte ausüben möchten, wenden Sie sich an uns:

{{company.address}}
{{company.contact}}$md$
),
(
  'terms', '2024-12-01', true,
  'Terms of Service', 'The terms that govern the use of the {{company.name}} website and its AI assistant, including liability, intellectual property and governing law (Germany).',
$md$## Acceptance of terms {#acceptance}

These terms apply to the use of this website, operated by {{company.legal_name}}. By using the website you accept them. If you do not agree, please do not use the website.

## Description of service {#service-description}

The website informs about our consulting services in AI automation, lets you chat with an AI assistant, book calls and send us messages. The AI assistant gives general information; its answers may be incomplete or inaccurate and do not constitute a binding offer or professional advice. Consulting and implementation projects are governed by separate written agreements.

## User responsibilities {#user-responsibilities}

- Provide accurate information when contacting us or booking a call.
- Do not enter confidential, personal or sensitive data of third parties into the AI assistant.
- Do not misuse the website, for example by automated mass requests, attempts to bypass security measures or unlawful content.

## Intellectual property {#intellectual-property}

All content of this website, including texts, graphics, logos and software, is protected by copyright and belongs to {{company.legal_name}} or its licensors. Any use beyond what copyright law permits requires our prior written consent.

## Limitation of liability {#liability}

We are liable without limitation for intent and gross negligence and for injury to life, body or health. For slight negligence we are liable only for breaches of essential obligations, limited to the typical, foreseeable damage. Liability under the German Product Liability Act remains unaffected.

## Termination {#termination}

We may change, suspend or discontinue the website or individual features at any time. We may block access for users who violate these terms.

## Governing law {#governing-law}

These terms are governed by the laws of the Federal Republic of Germany, excluding the UN Convention on Contracts for the International Sale of Goods. For merchants, the place of jurisdiction is {{company.city}}, Germany.

## Contact {#contact}

Questions about these terms? Contact us:

{{company.address}}
{{company.contact}}$md$,
'Nutzungsbedingungen', 'Die Bedingungen für die Nutzung der Website von {{company.name}} und ihres KI-Assistenten, einschließlich Haftung, geistigem Eigentum und anwendbarem Recht (Deutschland).',
$md$## Geltung der Bedingungen {#acceptance}

Diese Bedingungen gelten für die Nutzung dieser Website, die von der {{company.legal_name}} betrieben wird. Mit der Nutzung der Website erkennen Sie sie an. Wenn Sie nicht einverstanden sind, nutzen Sie die Website bitte nicht.

## Beschreibung des Angebots {#service-description}

Die Website informiert über unsere Beratungsleistungen im Bereich KI-Automatisierung und ermöglicht es Ihnen, mit einem KI-Assistenten zu chatten, Gespräche zu buchen und uns Nachrichten zu senden. Der KI-Assistent gibt allgemeine Informationen; seine Antworten können unvollständig oder ungenau sein und stellen weder ein verbindliches Angebot noch eine fachliche Beratung dar. Beratungs- und Umsetzungsprojekte richten sich nach gesonderten schriftlichen Vereinbarungen.

## Pflichten der Nutzer {#user-responsibilities}

- Machen Sie zutreffende Angaben, wenn Sie uns kontaktieren oder ein Gespräch buchen.
- Geben Sie keine vertraulichen, personenbezogenen oder sensiblen Daten Dritter in den KI-Assistenten ein.
- Missbrauchen Sie die Website nicht, etwa durch automatisierte Massenanfragen, Versuche, Sicherheitsmaßnahmen zu umgehen, oder rechtswidrige Inhalte.

## Geistiges Eigentum {#intellectual-property}

Alle Inhalte dieser Website, einschließlich Texten, Grafiken, Logos und Software, sind urheberrechtlich geschützt und gehören der {{company.legal_name}} oder ihren Lizenzgebern. Jede Nutzung über das urheberrechtlich Zulässige hinaus bedarf unserer vorherigen schriftlichen Zustimmung.

## Haftungsbeschränkung {#liability}

Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit. Bei leichter Fahrlässigkeit haften wir nur bei Verletzung wesentlicher Pflichten, begrenzt auf den typischen, vorhersehbaren Schaden. Die Haftung nach dem Produkthaftungsgesetz bleibt unberührt.

## Beendigung {#termination}

Wir können die Website oder einzelne Funktionen jederzeit ändern, aussetzen oder einstellen. Nutzern, die gegen diese Bedingungen verstoßen, können wir den Zugang sperren.

## Anwendbares Recht {#governing-law}

Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Für Kaufleute ist der Gerichtsstand {{company.city}}.

## Kontakt {#contact}

Fragen zu diesen Bedingungen? Schreiben Sie uns:

{{company.address}}
{{company.contact}}$md$
),
(
  'imprint', null, true,
  'Imprint', 'Legal notice of {{company.legal_name}} according to § 5 DDG: company, managing director, address in Germany, contact, VAT ID and commercial register.',
$md$## Company {#company}

Information according to § 5 DDG

{{company.address}}

## Managing director (CEO) {#ceo}

{{company.managing_directors}}

## Contact {#contact}

{{company.contact}}

## VAT ID {#vat}

VAT identification number according to § 27a UStG: {{company.vat_id}}

## Commercial register {#register}

{{company.register}}

## Responsible for content {#responsible}

According to § 18(2) MStV: {{company.responsible_for_content}}

## Disclaimer {#disclaimer}

Liability for content: we create the content of this website with great care, but cannot guarantee that it is correct, complete and up to date. As a service provider we are responsible for our own content under the general laws.

Liability for links: this website contains links to external websites over whose content we have no control. The respective provider is always responsible for the content of linked pages. If we become aware of any legal violation, we will remove such links immediately.

## EU dispute resolution {#dispute-resolution}

The European Commission provides a platform for online dispute resolution (ODR):

[https://ec.europa.eu/consumers/odr/](https://ec.europa.eu/consumers/odr/)

We are neither willing nor obliged to participate in dispute resolution proceedings before a consumer arbitration board.$md$,
'Impressum', 'Impressum der {{company.legal_name}} nach § 5 DDG: Unternehmen, Geschäftsführung, Anschrift in Deutschland, Kontakt, USt-IdNr. und Handelsregister.',
$md$## Unternehmen {#company}

Angaben gemäß § 5 DDG

{{company.address}}

## Vertreten durch den Geschäftsführer {#ceo}

{{company.managing_directors}}

## Kontakt {#contact}

{{company.contact}}

## Umsatzsteuer-ID {#vat}

Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: {{company.vat_id}}

## Handelsregister {#register}

{{company.register}}

## Verantwortlich für den Inhalt {#responsible}

Gemäß § 18 Abs. 2 MStV: {{company.responsible_for_content}}

## Haftungsausschluss {#disclaimer}

Haftung für Inhalte: Wir erstellen die Inhalte dieser Website mit großer Sorgfalt, können aber keine Gewähr für ihre Richtigkeit, Vollständigkeit und Aktualität übernehmen. Als Diensteanbieter sind wir nach den allgemeinen Gesetzen für eigene Inhalte verantwortlich.

Haftung für Links: Diese Website enthält Links zu externen Websites, auf deren Inhalte wir keinen Einfluss haben. Für die Inhalte der verlinkten Seiten ist stets der jeweilige Anbieter verantwortlich. Werden uns Rechtsverletzungen bekannt, entfernen wir solche Links umgehend.

## EU-Streitschlichtung {#dispute-resolution}

Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung (OS) bereit:

[https://ec.europa.eu/consumers/odr/](https://ec.europa.eu/consumers/odr/)

Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.$md$
);

select pg_catalog.set_config('app.revision_action', '', false);
