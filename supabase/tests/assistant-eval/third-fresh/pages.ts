/** The third fresh set, first half: the home, about, agents, workshop and partners pages. */
import type { EvalItem } from '../questions';
import { type Category, BRENNER, de, deOnEn, en, enOnDe, MEDISONO } from '../fresh-items';
import { INTEGRATIONS, SIX_TO_EIGHT_WEEKS, WORKSHOP } from './shared';

export const pageItems: EvalItem<Category>[] = [
  // --- Home page ---
  en(
    'home',
    'our know-how sits with two or three old-timers who everyone keeps interrupting. what would you do about that?',
    {
      mustInclude: [['searchable', 'knowledge assistant', 'Knowledge Intelligence']],
      sources: [
        'passage:home.solution.parts.1',
        'passage:home.features.cards.3',
        'entry:knowledge-search',
        'passage:agents.featured.agents.0',
        'entry:services',
        'passage:about.mission',
      ],
    },
  ),
  de(
    'home',
    'Bleibt das Know-how am Ende bei Ihren Beratern, oder lernt unser eigenes Team dabei auch etwas?',
    {
      mustInclude: [
        ['geschult', 'selbstständig', 'selbst zu nutzen', 'Befähigung', 'trained', 'enable'],
      ],
      sources: [
        'passage:home.comparison.rows.3',
        'passage:about.mission',
        'passage:workshop.benefits.items.1',
      ],
    },
  ),
  en('home', 'after go-live, do you check whether the agent is actually saving us time?', {
    mustInclude: [['measure', 'monitor']],
    sources: [
      'passage:home.process.steps.2',
      'passage:agents.implementation.steps.3',
      'passage:about.mission',
    ],
  }),
  de(
    'home',
    'Unsere Fachleute ersticken in Angeboten und Berichten. Was bleibt für die noch zu tun, wenn Ihre Agenten das übernehmen?',
    {
      mustInclude: [['prüf', 'freigibt', 'Freigabe', 'geben nur noch frei', 'review', 'approv']],
      sources: [
        'passage:home.features.cards.2',
        'passage:home.solution.parts.0',
        'entry:services',
        'passage:workshop.stories.items.0',
        `story:${BRENNER}`,
      ],
    },
  ),
  en('home', 'say the first agent works out. how do we get to a second and third one?', {
    mustInclude: [['next one', '2-3', '2–3']],
    sources: ['passage:home.process.steps.2', 'entry:timeline', 'entry:first-step'],
  }),
  de(
    'home',
    'Gibt es bei Ihnen einen kompakten Einstieg für ein Team, das mit KI noch ganz am Anfang steht, ohne gleich ein großes Projekt?',
    {
      mustInclude: [
        ['zwei Tage', '2 Tage', 'zweitägig', '2-tägig', 'two days', 'two-day', '2-day', '2 days'],
      ],
      sources: WORKSHOP,
    },
  ),
  en(
    'home',
    'honestly my team is sick of new software. would they have to learn yet another tool?',
    {
      mustInclude: [
        [
          'already use',
          'already work',
          'existing systems',
          'yet another tool',
          'where your data lives',
          'with your tools',
          'without replacing',
        ],
      ],
      sources: [
        ...INTEGRATIONS,
        'passage:home.process.steps.1',
        'passage:agents.hero',
        'passage:agents.featured.agents.0',
        'passage:agents.custom.features.1',
        'passage:about.leadership.founder',
      ],
    },
  ),
  de(
    'home',
    'bei uns wird den ganzen tag zwischen programmen hin- und herkopiert. können sie uns das abnehmen?',
    {
      mustInclude: [
        ['Kopieren', 'copy-paste', 'Datenerfassung', 'Dateneingabe', 'data entry', 'befüllt'],
      ],
      sources: [
        'passage:home.solution.parts.0',
        'passage:agents.featured.agents.1',
        'entry:automation-examples',
        'entry:services',
      ],
    },
  ),
  en('home', 'in that first free consultation, what do you actually look at?', {
    mustInclude: [['bottleneck', 'what is possible', 'fastest payback', 'biggest return']],
    sources: [
      'passage:home.process.steps.0',
      'passage:agents.closing',
      'entry:first-step',
      'passage:faq.4',
    ],
  }),

  // --- About ---
  de(
    'about',
    'Viele Anbieter versprechen mit KI gerade das Blaue vom Himmel. Woran merke ich, dass Sie anders sind?',
    {
      mustInclude: [['messbaren Ziel', 'measurable goal', 'sagen wir das', 'say so']],
      sources: ['passage:about.values.items.0', 'entry:values'],
    },
  ),
  en(
    'about',
    'our last IT vendor kept growing the scope and missing every deadline. how is that with you?',
    {
      mustInclude: [['fixed scope', 'honest timeline']],
      sources: ['passage:about.values.items.3', 'entry:values'],
    },
  ),
  de(
    'about',
    'Wann binden Sie die Leute aus der Fachabteilung ein – erst, wenn der Agent fertig ist?',
    {
      mustInclude: [['ersten Tag', 'day one', 'an Bord', 'involved throughout']],
      sources: ['passage:about.values.items.1', 'entry:values', 'passage:agents.custom.features.2'],
    },
  ),
  en('about', "what's your founder's view on how companies should go about AI?", {
    mustInclude: [['practical', 'clear use cases', 'fast prototypes']],
    sources: ['passage:about.leadership.founder', 'entry:founder'],
  }),
  de(
    'about',
    'Ideen für KI hätten wir genug, aber umgesetzt wird am Ende nie etwas. Kennen Sie das?',
    {
      mustInclude: [['Fokus', 'focus', 'produktiven Betrieb', 'into production']],
      sources: ['passage:about.mission'],
    },
  ),
  en('about', 'is data protection built in from the start with you, or bolted on at the end?', {
    mustInclude: [['GDPR', 'permissions', 'traceab']],
    sources: ['passage:about.values.items.2', 'entry:values', 'entry:faq-data', 'passage:faq.2'],
  }),
  de('about', 'Womit verlieren Fachkräfte in Unternehmen aus Ihrer Erfahrung die meiste Zeit?', {
    mustInclude: [
      ['Angebot', 'Bericht', 'Datenerfassung', 'Suche', 'quotes', 'reports', 'data entry'],
    ],
    sources: ['passage:about.mission', 'passage:home.solution.parts.0'],
  }),
  en('about', "in a nutshell, what's northlight's pitch to a mid-sized company?", {
    mustInclude: [['hours every week', 'save hours', 'strategy deck', 'slide']],
    sources: ['passage:about.hero', 'entry:mission'],
  }),

  // --- AI agents ---
  de(
    'ai-agents',
    'Unsere Innendienstler tippen Kundenanfragen aus E-Mails von Hand ins System. Kann das ein Agent übernehmen?',
    {
      mustInclude: [
        ['Process Automation', 'befüllt', 'Dateneingabe', 'Datenerfassung', 'data entry'],
      ],
      sources: [
        'passage:agents.featured.agents.1',
        'entry:automation-examples',
        'passage:home.solution.parts.0',
        'entry:cost-reduction',
      ],
    },
  ),
  en('ai-agents', 'how would an agent learn our internal jargon and the rules we work by?', {
    mustInclude: [['terminology', 'real cases']],
    sources: ['passage:agents.implementation.steps.1'],
  }),
  de('ai-agents', 'Welcher Agent würde sich bei uns wohl am schnellsten rechnen?', {
    mustInclude: [['Beratungsgespräch', 'amortisieren', 'Engpass']],
    sources: ['passage:agents.closing', 'passage:home.process.steps.0'],
  }),
  en('ai-agents', 'can the knowledge agent also dig through our contracts, or only manuals?', {
    mustInclude: [['contract', 'Vertr']],
    sources: ['passage:agents.featured.agents.0'],
  }),
  de(
    'ai-agents',
    'Bei Sonderentwicklungen rechnen wir intern eher in Quartalen. Wie lange dauert es bei einem maßgeschneiderten Agenten bis zum Betrieb?',
    {
      mustInclude: [['Wochen statt Quartalen', 'weeks, not quarters', '6-8', '6–8', '2-6', '2–6']],
      sources: [
        'passage:agents.custom.features.2',
        ...SIX_TO_EIGHT_WEEKS,
        'entry:faq-time-to-live',
        'passage:faq.0',
      ],
    },
  ),
  en('ai-agents', 'where does the proposal agent get its info from when it drafts an offer?', {
    mustInclude: [['past offers', 'product catalog']],
    sources: ['passage:agents.cards.items.0'],
  }),
  de(
    'ai-agents',
    'Wir müssen ständig prüfen, ob unsere Verfahrensanweisungen eingehalten werden. Merkt ein Agent Abweichungen sofort oder erst beim nächsten Audit?',
    {
      mustInclude: [
        ['Echtzeit', 'sobald sie auftreten', 'real-time', 'real time', 'as they happen'],
      ],
      sources: ['passage:agents.cards.items.2', 'entry:automation-examples', `story:${MEDISONO}`],
    },
  ),
  en(
    'ai-agents',
    'besides the two main agents, what other ready-to-use agents do you have, and for which teams?',
    {
      mustInclude: [['Sales Enablement', 'Customer Success', 'Compliance', 'Data Intelligence']],
      sources: [
        'entry:automation-examples',
        ...[0, 1, 2, 3].map((n) => `passage:agents.cards.items.${n}`),
      ],
    },
  ),
  de(
    'ai-agents',
    'Was ist eigentlich der Unterschied zwischen Ihrem Wissensagenten und dem Agenten für Prozessautomatisierung?',
    {
      mustInclude: [
        ['durchsuchbar', 'Handbücher', 'searchable', 'manuals'],
        ['Backoffice', 'back-office', 'Anfragen', 'requests', 'Angebot', 'quote'],
      ],
      sources: [
        'passage:agents.featured.agents.0',
        'passage:agents.featured.agents.1',
        'entry:automation-examples',
      ],
    },
  ),

  // --- Workshop ---
  en(
    'workshop',
    "we honestly don't know yet where AI would even help us. is the speedboat meant for companies like that?",
    {
      mustInclude: [['use case']],
      sources: [
        ...WORKSHOP,
        'passage:workshop.problems.items.0',
        'passage:workshop.timeline.steps.1',
      ],
    },
  ),
  de(
    'workshop',
    'Brauchen unsere Leute für den Workshop Vorwissen zu KI, oder fangen Sie bei null an?',
    {
      mustInclude: [['Grundlagen', 'fundamentals']],
      sources: [
        'entry:workshop',
        'passage:home.workshopTeaser',
        'passage:services.2',
        'passage:workshop.timeline.steps.0',
      ],
    },
  ),
  en(
    'workshop',
    'realistically, how many prototypes that actually work come out of the two days?',
    {
      mustInclude: [['3-5', '3–5']],
      sources: ['entry:workshop', 'passage:home.workshopTeaser', 'passage:services.2'],
    },
  ),
  de('workshop', 'Ist das eher Frontalunterricht, oder legen die Teilnehmenden selbst Hand an?', {
    mustInclude: [
      [
        'praktische Übungen',
        'kleinen Gruppen',
        'selbst zu nutzen',
        'hands-on',
        'small groups',
        'use generative AI themselves',
      ],
    ],
    sources: [
      'passage:workshop.timeline.steps.0',
      'passage:workshop.timeline.steps.2',
      'passage:workshop.benefits.items.1',
    ],
  }),
  en(
    'workshop',
    'will the examples in the workshop be generic AI stuff or from our own line of business?',
    {
      mustInclude: [['your industry', 'tailored']],
      sources: ['passage:workshop.timeline.steps.0', 'passage:workshop.hero'],
    },
  ),
  de(
    'workshop',
    'Bei uns dauern IT-Projekte Monate, bis man etwas sieht. Wann sehen wir beim Workshop erste Ergebnisse?',
    {
      mustInclude: [['zweiten Tag', 'day two', 'Prototyp', 'prototype']],
      sources: [
        'passage:workshop.benefits.items.0',
        'passage:workshop.hero',
        'passage:workshop.timeline.steps.2',
        'entry:workshop',
      ],
    },
  ),
  en('workshop', 'does the roadmap we get at the end say how much work each agent would be?', {
    mustInclude: ['effort'],
    sources: [
      'passage:workshop.benefits.items.2',
      'passage:workshop.timeline.steps.3',
      'passage:workshop.followUp.steps.0',
      'entry:workshop-follow-up',
    ],
  }),
  de(
    'workshop',
    'Wie lange braucht es nach dem Workshop vom Prototyp bis zur fertigen Lösung in unseren Systemen?',
    {
      mustInclude: [['6-8', '6–8']],
      sources: SIX_TO_EIGHT_WEEKS,
    },
  ),
  deOnEn('workshop', 'Wie viele Tage sollten wir für den Workshop einplanen?', {
    mustInclude: [
      ['zwei Tage', '2 Tage', 'zweitägig', '2-tägig', 'two days', 'two-day', '2-day', '2 days'],
    ],
    sources: WORKSHOP,
  }),

  // --- Partners ---
  en(
    'partners',
    'if we meet you at that die-casting fair, is there anything to actually see, like live demos?',
    {
      mustInclude: [['demonstration', 'demo', 'Vorführung']],
      sources: ['passage:partners.list.partners.0'],
    },
  ),
  de(
    'partners',
    'Wir brauchen Unterstützung, damit unsere Belegschaft die neuen Agenten auch wirklich annimmt. Haben Sie da jemanden an der Hand?',
    {
      mustInclude: ['HumanFirst'],
      sources: ['passage:partners.list.partners.1', 'entry:partners'],
    },
  ),
  en('partners', 'does humanfirst also train our managers, or only the frontline staff?', {
    mustInclude: [['every level', 'jede Ebene']],
    sources: ['passage:partners.list.partners.1'],
  }),
  de(
    'partners',
    'Was zeigen Sie gemeinsam auf der Druckguss-Messe – nur Angebotserstellung oder auch etwas für die Produktion?',
    {
      mustInclude: [
        ['Qualitätskontrolle', 'Produktionsplanung', 'quality control', 'production planning'],
      ],
      sources: ['passage:partners.list.partners.0'],
    },
  ),
  enOnDe('partners', 'Is DieCast Expo more for foundries or for software people? Who goes there?', {
    mustInclude: [['foundr', 'supplier', 'automation experts', 'Gießereien', 'Zulieferer']],
    sources: ['passage:partners.list.partners.0'],
  }),
];
