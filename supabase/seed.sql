-- Local and preview data: four published case studies and one draft. Logos and images are files of
-- the site itself (public/case-studies/), so they work without the storage bucket. The ids are
-- fixed so tests and links stay stable on a local database; the site finds case studies by what
-- they say (the workshop page by client), never by these ids.

insert into public.case_studies
  (id, slug, title, client, description, results, logo, images, published, display_order)
values
(
  'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01',
  'ai-generated-quotes-for-custom-machinery',
  'From 6 hours to 30 minutes: AI-generated quotes for custom machinery',
  'Brenner Maschinenbau GmbH',
  E'Brenner builds custom packaging lines for the food and pharma industries. Every request for quotation meant a sales engineer digging through old offers, CAD parts lists and supplier price sheets: about six hours per quote, and a backlog of two weeks in busy months.\n\nAfter an AI Speedboat workshop the team picked quote generation as the first use case. We built a Process Automation Agent that reads the customer''s requirements, finds comparable past projects in the ERP, prices the bill of materials with current supplier data and drafts the quote in Brenner''s template for an engineer to review.',
  E'Quote preparation time down from 6 hours to 30 minutes\nQuote backlog cleared within the first month\n35% more quotes sent per sales engineer\nEngineers review and approve every quote before it leaves the house',
  '/case-studies/brenner-logo.svg',
  array['/case-studies/brenner-1.png', '/case-studies/brenner-2.png'],
  true,
  0
),
(
  'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b02',
  'underwriters-productive-in-3-weeks',
  'New underwriters productive in 3 weeks instead of 6 months',
  'Velanta Versicherung AG',
  E'Velanta''s commercial underwriting rules live in hundreds of guidelines, circulars and e-mail threads. New underwriters needed around six months before they could decide cases on their own, and senior staff spent hours every week answering the same questions.\n\nWe connected a Knowledge Intelligence Agent to the guideline library, the claims handbook and the internal wiki. It answers in plain language, cites the exact paragraph it relied on, and respects the access rights of every document.',
  E'Onboarding time for new underwriters cut from 6 months to 3 weeks\n90% of internal questions answered without involving a senior colleague\nAnswers in seconds instead of hours of searching\nEvery answer links to its source document for audit purposes',
  '/case-studies/velanta-logo.svg',
  array['/case-studies/velanta-1.png', '/case-studies/velanta-2.png'],
  true,
  1
),
(
  'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b03',
  'freight-invoices-checked-automatically',
  'Freight invoices checked automatically across 40 carriers',
  'Nordhafen Logistik GmbH',
  E'Nordhafen moves containers between the North Sea ports and inland hubs with more than 40 carriers. Each carrier invoices in its own format, and a team of five compared every invoice line against contracts, surcharges and delivery records by hand.\n\nOur agent extracts every invoice, matches it against the transport orders and the rate agreements, and only routes discrepancies to the team, with the reason and the evidence attached.',
  E'15 hours of manual data entry saved per week\n99%+ extraction accuracy on carrier invoices\nOvercharges worth 4% of freight spend detected in the first quarter\nLive in 7 weeks, integrated with the existing ERP',
  '/case-studies/nordhafen-logo.svg',
  array['/case-studies/nordhafen-1.png', '/case-studies/nordhafen-2.png'],
  true,
  2
),
(
  'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b04',
  'real-time-compliance-tracking-medical-devices',
  'Real-time compliance tracking for medical device documentation',
  'Medisono Medical GmbH',
  E'Under the EU Medical Device Regulation, Medisono has to keep technical documentation, risk files and post-market reports consistent for every product variant. Checks happened once a quarter, in spreadsheets, and findings often arrived weeks late.\n\nA Compliance Agent now watches the document management system, flags changes that affect other documents, and prepares the evidence pack for audits on request.',
  E'Compliance status visible in real time instead of once per quarter\nAudit preparation down from two weeks to two days\nNo critical findings in the last notified-body audit',
  '/case-studies/medisono-logo.svg',
  array['/case-studies/medisono-1.png'],
  true,
  3
),
(
  'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b05',
  'customer-service-triage-energy-supplier',
  'Customer service triage for a regional energy supplier',
  'Stadtwerke Elbtal',
  E'Draft: the project is in its optimisation phase. Stadtwerke Elbtal receives thousands of e-mails a week about meter readings, tariff changes and moves.\n\nAn agent classifies each request, fills the customer record and drafts the reply for the service team.',
  E'First results expected after the pilot\nReply drafts for the five most frequent request types',
  '/case-studies/elbtal-logo.svg',
  array['/case-studies/elbtal-1.png'],
  false,
  4
);

-- Earlier slugs (what a rename in the admin records): the first story was once published as
-- /case-studies/ai-quotes-for-custom-machinery, which now leads to its current address; the draft's
-- earlier name stays as private as the draft.
insert into public.case_study_slug_redirects (old_slug, case_study_id)
values
  ('ai-quotes-for-custom-machinery', 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01'),
  ('energy-supplier-service-triage', 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b05');

-- German text of the first two stories (the German edition shows the others in English, marked).
update public.case_studies
   set title_de = 'Von 6 Stunden auf 30 Minuten: KI-generierte Angebote für Sondermaschinen',
       description_de = E'Brenner baut individuelle Verpackungslinien für die Lebensmittel- und Pharmaindustrie. Jede Anfrage bedeutete, dass ein Vertriebsingenieur alte Angebote, CAD-Stücklisten und Preislisten von Lieferanten durchsuchen musste: etwa sechs Stunden pro Angebot und in starken Monaten ein Rückstand von zwei Wochen.\n\nNach einem AI Speedboat Workshop wählte das Team die Angebotserstellung als ersten Anwendungsfall. Wir haben einen Process Automation Agent gebaut, der die Anforderungen des Kunden liest, vergleichbare frühere Projekte im ERP findet, die Stückliste mit aktuellen Lieferantendaten kalkuliert und das Angebot in Brenners Vorlage entwirft, das ein Ingenieur anschließend prüft.',
       results_de = E'Angebotserstellung von 6 Stunden auf 30 Minuten verkürzt\nAngebotsrückstand im ersten Monat abgebaut\n35 % mehr versendete Angebote pro Vertriebsingenieur\nIngenieure prüfen und geben jedes Angebot frei, bevor es das Haus verlässt'
 where id = 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b01';

update public.case_studies
   set title_de = 'Neue Underwriter in 3 Wochen statt 6 Monaten produktiv',
       description_de = E'Velantas Zeichnungsregeln für das Firmenkundengeschäft stehen in Hunderten von Richtlinien, Rundschreiben und E-Mail-Verläufen. Neue Underwriter brauchten rund sechs Monate, bis sie Fälle selbstständig entscheiden konnten, und erfahrene Kolleginnen und Kollegen beantworteten jede Woche stundenlang dieselben Fragen.\n\nWir haben einen Knowledge Intelligence Agent an die Richtlinienbibliothek, das Schadenhandbuch und das interne Wiki angebunden. Er antwortet in verständlicher Sprache, nennt den genauen Absatz, auf den er sich stützt, und beachtet die Zugriffsrechte jedes Dokuments.',
       results_de = E'Einarbeitungszeit neuer Underwriter von 6 Monaten auf 3 Wochen verkürzt\n90 % der internen Fragen ohne erfahrene Kollegen beantwortet\nAntworten in Sekunden statt stundenlanger Suche\nJede Antwort verlinkt ihr Quelldokument für Prüfzwecke'
 where id = 'b5f3c1a2-6d4e-4f7a-9b8c-0e1d2f3a4b02';
