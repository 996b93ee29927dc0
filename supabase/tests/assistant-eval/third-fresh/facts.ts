/** The third fresh set, second half: contact, stories, FAQ, legal, and what no page says. */
import type { EvalItem } from '../questions';
import {
  type Category,
  BRENNER,
  de,
  deOnEn,
  DRAFT,
  en,
  enOnDe,
  honest,
  MEDISONO,
  NORDHAFEN,
  VELANTA,
} from '../fresh-items';
import { ACCESS_RIGHTS, DATA, EMAIL, INTEGRATIONS, REPLY_TIME } from './shared';

export const factItems: EvalItem<Category>[] = [
  // --- Contact ---
  en('contact', 'can I talk to an actual human instead of this bot?', {
    mustInclude: [['15', '60', '1234567']],
    sources: [
      'entry:booking',
      'passage:home.faqSection',
      'passage:contact.cards.2',
      'entry:contact',
    ],
  }),
  de('contact', 'Welche Angaben will Ihr Kontaktformular von mir haben?', {
    mustInclude: [['Vorname', 'Nachname', 'first name']],
    sources: ['passage:privacy.sections.0'],
  }),
  en('contact', 'when you get back to me, what will I actually get, a brochure?', {
    mustInclude: ['next steps'],
    sources: ['passage:contact'],
  }),
  de(
    'contact',
    'Was sollte ich in meine erste Nachricht an Sie schreiben, damit Sie mir gut helfen können?',
    {
      mustInclude: [['Zeit verliert', 'Ihren Prozessen', 'loses time', 'your processes']],
      sources: ['passage:contact', 'passage:home.finalCta'],
    },
  ),
  deOnEn(
    'contact',
    'Gibt es neben dem kurzen Kennenlerngespräch auch einen längeren Termin, um tiefer einzusteigen?',
    {
      mustInclude: ['60'],
      sources: [
        'entry:booking',
        'passage:contact.cards.2',
        'passage:home.process.steps.0',
        'entry:faq-time-to-live',
        'passage:faq.0',
      ],
    },
  ),
  en('contact', "we'd like to send over our tender documents. which email should they go to?", {
    mustInclude: ['hello@northlight-ai.example'],
    sources: EMAIL,
  }),
  enOnDe(
    'contact',
    'If I write to you Monday morning, could I realistically have an answer by Tuesday?',
    {
      mustInclude: ['24'],
      sources: REPLY_TIME,
    },
  ),

  // --- Case studies (published stories only) ---
  en(
    'case-studies',
    'any experience with companies that build equipment for food or pharma production?',
    {
      mustInclude: ['Brenner'],
      mustNotInclude: [DRAFT],
      story: BRENNER,
      sources: [`story:${BRENNER}`],
    },
  ),
  de(
    'case-studies',
    'Ihr Kunde aus dem Maschinenbau hatte doch einen Rückstau an Angeboten. Ist der inzwischen abgebaut?',
    {
      mustInclude: [['ersten Monat', 'first month']],
      story: BRENNER,
      sources: [`story:${BRENNER}`],
    },
  ),
  en(
    'case-studies',
    'at the logistics client, how many people used to check the invoices by hand?',
    {
      mustInclude: [['five', 'fünf']],
      story: NORDHAFEN,
      sources: [`story:${NORDHAFEN}`],
    },
  ),
  de(
    'case-studies',
    'Wie zuverlässig liest der Agent bei Nordhafen die Rechnungen der Frachtführer aus?',
    {
      mustInclude: ['99'],
      story: NORDHAFEN,
      sources: [`story:${NORDHAFEN}`],
    },
  ),
  en(
    'case-studies',
    'the medical device company: how often did they check compliance before the agent came in?',
    {
      mustInclude: [['quarter', 'Quartal']],
      story: MEDISONO,
      sources: [`story:${MEDISONO}`],
    },
  ),
  de(
    'case-studies',
    'Kann der Agent bei Ihrem Medizintechnik-Kunden die Nachweise für ein Audit auf Knopfdruck zusammenstellen?',
    {
      mustInclude: [['evidence', 'two days', 'zwei Tage', 'zwei Tagen']],
      story: MEDISONO,
      sources: [`story:${MEDISONO}`],
    },
  ),
  en(
    'case-studies',
    'in the insurance project, could the underwriters see which exact paragraph an answer was based on?',
    {
      mustInclude: [['paragraph', 'source', 'Quell']],
      story: VELANTA,
      sources: [`story:${VELANTA}`, 'passage:workshop.stories.items.1'],
    },
  ),
  de(
    'case-studies',
    'Aus welchen Unterlagen hat der Wissensagent bei der Versicherung seine Antworten geholt?',
    {
      mustInclude: [['Richtlinien', 'Schadenhandbuch', 'Wiki', 'guideline', 'claims handbook']],
      story: VELANTA,
      sources: [`story:${VELANTA}`, 'passage:workshop.stories.items.1'],
    },
  ),
  enOnDe(
    'case-studies',
    'We move containers between seaports and inland terminals. Have you worked with anyone like us?',
    {
      mustInclude: ['Nordhafen'],
      mustNotInclude: [DRAFT],
      story: NORDHAFEN,
      sources: [`story:${NORDHAFEN}`],
    },
  ),

  // --- FAQ ---
  de(
    'faq',
    'Wir wissen nicht, ob wir mit einem Workshop oder direkt mit einem Agenten loslegen sollen. Helfen Sie uns bei der Entscheidung?',
    {
      mustInclude: ['15'],
      sources: ['entry:first-step', 'passage:faq.4'],
    },
  ),
  en(
    'faq',
    'could you ship a rough first version fast and improve it later, instead of one big launch?',
    {
      mustInclude: [['first version', '2-6', '2–6']],
      sources: ['entry:faq-time-to-live', 'passage:faq.0', 'entry:timeline'],
    },
  ),
  de('faq', 'Arbeiten Sie DSGVO-konform? Das will unser Datenschutzbeauftragter vorher wissen.', {
    mustInclude: [['DSGVO', 'GDPR']],
    sources: [...DATA, 'passage:about.values.items.2', 'entry:values'],
  }),
  en('faq', 'do you kick off with one big transformation program, or with a single problem?', {
    mustInclude: [
      [
        'one bottleneck',
        'the bottleneck with',
        'one clearly defined',
        'exactly one process',
        'one at a time',
      ],
    ],
    sources: [
      'entry:faq-time-to-live',
      'passage:faq.0',
      'passage:home.solution.parts.0',
      'passage:home.process.steps.0',
      'passage:agents.hero',
      'passage:agents.custom.features.0',
    ],
  }),
  de(
    'faq',
    'Wie hoch ist die Trefferquote Ihrer Wissensagenten auf unseren eigenen Unterlagen, in Prozent?',
    {
      mustInclude: ['99'],
      sources: [
        'entry:faq-accuracy',
        'passage:faq.3',
        'passage:home.features.cards.1',
        'passage:home.solution.parts.1',
      ],
    },
  ),
  de(
    'faq',
    'Wir arbeiten mit Outlook, einem Ticketsystem und einer Dokumentenablage. Kommen Ihre Agenten an all das heran?',
    {
      mustInclude: [['500', 'Ticket']],
      sources: INTEGRATIONS,
    },
  ),
  en('faq', 'our HR files should only be seen by HR. would your assistant respect that?', {
    mustInclude: [['access rights', 'permissions']],
    sources: ACCESS_RIGHTS,
  }),

  // --- Legal pages ---
  en('legal', 'do you sell visitor data to advertisers?', {
    mustInclude: [['do not sell', 'not sell']],
    sources: ['passage:privacy.sections.2'],
  }),
  de('legal', 'Wenn ich im Chat die Spracheingabe nutze, wird dann meine Stimme aufgezeichnet?', {
    mustInclude: [['Audio', 'Aufnahme', 'recording']],
    sources: ['passage:privacy.sections.0'],
  }),
  en('legal', 'can I reuse some of the graphics from your site in an internal presentation?', {
    mustInclude: [['consent', 'copyright']],
    sources: ['passage:terms.sections.3'],
  }),
  de(
    'legal',
    'Darf ich in Ihren Chat echte Kundendaten von uns eingeben, um es mal auszuprobieren?',
    {
      mustInclude: [
        ['vertraulich', 'personenbezogen', 'Dritter', 'third parties', 'persönliche Angaben'],
      ],
      sources: ['passage:terms.sections.2', 'passage:privacy.sections.1'],
    },
  ),
  en(
    'legal',
    'if the info on your site turns out to be wrong and it costs us money, are you liable?',
    {
      mustInclude: [['negligence', 'cannot guarantee', 'inaccurate']],
      sources: [
        'passage:terms.sections.4',
        'passage:terms.sections.1',
        'passage:imprint.sections.6',
      ],
    },
  ),
  de('legal', 'Haften Sie eigentlich für die Inhalte der externen Seiten, auf die Sie verlinken?', {
    mustInclude: [['jeweilige Anbieter', 'keinen Einfluss', 'respective provider', 'no control']],
    sources: ['passage:imprint.sections.6'],
  }),
  en('legal', 'if I think you mishandled my personal data, who can I complain to?', {
    mustInclude: [['supervisory', 'Art. 77']],
    sources: ['passage:privacy.sections.4'],
  }),
  de(
    'legal',
    'Manche Ihrer Dienstleister sitzen sicher außerhalb der EU. Wie sind meine Daten dann abgesichert?',
    {
      mustInclude: [
        [
          'Standardvertragsklauseln',
          'Angemessenheitsbeschluss',
          'Standard Contractual',
          'adequacy',
        ],
      ],
      sources: ['passage:privacy.sections.2'],
    },
  ),
  en('legal', 'could you kick me off the site if I spam your chatbot?', {
    mustInclude: [['block', 'sperren']],
    sources: ['passage:terms.sections.5'],
  }),
  de(
    'legal',
    'Auf welcher Rechtsgrundlage betreiben Sie den Chat-Assistenten datenschutzrechtlich?',
    {
      mustInclude: [['lit. f', 'berechtigte', '6(1)(f)', 'legitimate interest']],
      sources: ['passage:privacy.sections.1'],
    },
  ),

  // --- What the site does not say ---
  honest(
    'cannot-answer',
    "can you run the speedboat in English? half our team doesn't speak German",
    'en',
  ),
  honest(
    'cannot-answer',
    'Sind Sie Mitglied im Bitkom oder in einem anderen Branchenverband?',
    'de',
  ),
  honest('cannot-answer', 'has northlight won any awards or industry prizes?', 'en'),
  honest('cannot-answer', 'Welches Zahlungsziel gewähren Sie auf Ihre Rechnungen?', 'de'),
  honest('cannot-answer', 'do your agents run on Azure, AWS or Google Cloud?', 'en'),
  honest('cannot-answer', 'Haben Sie eine Berufshaftpflichtversicherung für Ihre Projekte?', 'de'),
  honest(
    'cannot-answer',
    'is your office wheelchair accessible? one of our team uses a wheelchair.',
    'en',
  ),
  honest(
    'cannot-answer',
    'Unterschreiben Sie vor dem ersten Gespräch eine Geheimhaltungsvereinbarung?',
    'de',
  ),
  honest('cannot-answer', 'bis wie viel uhr ist bei ihnen jemand am telefon?', 'de'),
  honest('cannot-answer', 'Bekommen die Teilnehmenden nach dem Workshop ein Zertifikat?', 'de'),
  // --- Services near the field the company does not offer ---
  honest(
    'cannot-answer',
    'can you label and annotate a few hundred thousand images for our training data?',
    'en',
  ),
  honest('cannot-answer', 'Führen Sie auch die Migration unseres ERP auf SAP S/4HANA durch?', 'de'),
  honest('cannot-answer', 'do you make AI-generated marketing videos for our products?', 'en'),
  honest(
    'cannot-answer',
    'Installieren Sie Sensoren an unseren Maschinen für vorausschauende Wartung?',
    'de',
  ),
  honest(
    'cannot-answer',
    'do you have a call center team that could take our customer hotline calls?',
    'en',
  ),
  honest('cannot-answer', 'Können Sie für uns den externen Datenschutzbeauftragten stellen?', 'de'),
  honest(
    'cannot-answer',
    'could you train a large language model from scratch just for our company?',
    'en',
  ),
  honest(
    'cannot-answer',
    'Digitalisieren Sie auch unser Papierarchiv, also das Einscannen der Akten?',
    'de',
  ),
  honest(
    'cannot-answer',
    'could you run a customer survey and market research study for our new product?',
    'en',
  ),
];
