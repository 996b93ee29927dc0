/** German copy of /admin/insights and /admin/answers (the admin area is German). */
import {
  compareCopy,
  conflictCopy,
  historyCopy,
  revisionActionCopy,
  trashCopy,
} from '@/components/admin/copy';

export const insightsCopy = {
  insights: {
    title: 'Fragen an den Assistenten',
    intro:
      'Was Besucher den Assistenten fragen, ohne persönliche Angaben (vor dem Speichern entfernt). Einträge werden nach 90 Tagen gelöscht.',
    range: 'Zeitraum',
    days: (n: number) => `${n} Tage`,
    export: 'CSV exportieren',
    exporting: 'Exportiert...',
    exportFailed: 'Der Export ist fehlgeschlagen. Bitte erneut versuchen.',
    loading: 'Lädt...',
    error: 'Die Fragen konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    empty: 'In diesem Zeitraum wurden keine Fragen gestellt.',
    summary: {
      questions: 'Fragen',
      conversations: 'Gespräche',
      meetingCard: 'mit Terminvorschlag',
      booking: 'mit Terminbuchung',
      message: 'mit Nachricht ans Team',
    },
    perDay: 'Fragen pro Tag',
    perDayTable: 'Fragen pro Tag als Tabelle',
    perDayHint:
      'Pfeiltasten wählen einen Tag, Bild auf und Bild ab eine Woche, Pos1 und Ende den ersten und letzten Tag.',
    questionCount: (n: number) => (n === 1 ? '1 Frage' : `${n.toLocaleString('de-DE')} Fragen`),
    day: 'Tag',
    count: 'Anzahl',
    topics: 'Häufigste Themen',
    topicsHint: 'Beantwortete Fragen, nach der Quelle der Antwort gruppiert.',
    shownOf: (shown: number, total: number) => `Die ${shown} häufigsten von ${total}.`,
    unanswered: 'Unbeantwortete Fragen',
    unansweredHint: 'Ähnliche Formulierungen sind zusammengefasst.',
    noUnanswered: 'Keine unbeantworteten Fragen in diesem Zeitraum.',
    times: (n: number) => (n === 1 ? '1-mal' : `${n}-mal`),
    alsoAsked: 'Auch gefragt:',
    moreWordings: (n: number) => `und ${n} weitere`,
    example: 'z. B.',
    addAnswer: 'Antwort hinzufügen',
    languages: 'Sprachen der Gespräche',
    startPages: 'Seiten, auf denen Gespräche beginnen',
    languageNames: { en: 'Englisch', de: 'Deutsch' } as Record<string, string>,
    sourceLabels: {
      team: 'Team-Antwort',
      story: 'Fallstudie',
      stories: 'Liste der Fallstudien',
      page: 'Seite',
      knowledge: 'Wissensbasis',
      'off-topic': 'Themenfremd oder Manipulationsversuch',
    },
  },
  answers: {
    title: 'Antworten für den Assistenten',
    intro:
      'Antworten, die der Assistent verwenden darf. Veröffentlichte Antworten nutzt er innerhalb einer Minute, vor seinem übrigen Wissen, und nur mit dem Text, der hier steht.',
    newTitle: 'Neue Antwort',
    editTitle: 'Antwort bearbeiten',
    question: 'Frage',
    variants: 'Andere Formulierungen',
    variantsHint: 'Eine pro Zeile, gern auch auf Deutsch und Englisch.',
    answerEn: 'Antwort (Englisch)',
    answerDe: 'Antwort (Deutsch)',
    answerHint: 'Mindestens eine Sprache. Fehlt eine, antwortet der Assistent mit der anderen.',
    link: 'Verlinkte Seite (optional)',
    linkHint: 'Ein Pfad der Website, z. B. /ai-agents oder /case-studies/slug.',
    published: 'Veröffentlicht (der Assistent verwendet sie)',
    save: 'Speichern',
    saving: 'Speichert...',
    cancel: 'Abbrechen',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    confirmDelete:
      'Diese Antwort in den Papierkorb verschieben? Sie kann dort 30 Tage lang wiederhergestellt werden.',
    versions: 'Versionen',
    confirmLeave: 'Ungespeicherte Änderungen verwerfen?',
    list: 'Gespeicherte Antworten',
    empty: 'Noch keine Antworten. Lege die erste an, etwa aus einer unbeantworteten Frage.',
    loading: 'Lädt...',
    error: 'Die Antworten konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    status: { published: 'Veröffentlicht', draft: 'Entwurf' },
    /** "Versionen" of an answer: its history, a comparison with the current state, restoring. */
    history: {
      ...historyCopy,
      title: 'Versionen der Antwort „{title}“',
      description:
        'Jede Änderung wird gespeichert: wer, wann und was. Vergleiche eine Version mit dem aktuellen Stand und stelle sie bei Bedarf wieder her; auch das wird als neue Version gespeichert. Der Status bleibt dabei, wie er ist.',
      restoreConflict:
        'Nicht wiederhergestellt: {who} hat die Antwort am {when} geändert. Sieh dir den neuen Stand an und versuche es erneut.',
      actions: { ...revisionActionCopy, reorder: 'Position geändert' },
    },
    /** The fields of an answer as comparisons and the history name them. */
    fields: {
      question: 'Frage',
      variants: 'Andere Formulierungen',
      answer_en: 'Antwort (Englisch)',
      answer_de: 'Antwort (Deutsch)',
      link: 'Verlinkte Seite',
      published: 'Status',
      empty: '(leer)',
    },
    compare: compareCopy,
    /** A save refused because someone else saved the answer after the form was opened. */
    conflict: {
      ...conflictCopy,
      title: 'Nicht gespeichert: Die Antwort wurde inzwischen geändert',
      message:
        '{who} hat diese Antwort am {when} gespeichert, nachdem du mit der Bearbeitung begonnen hast. Deine Eingaben sind noch im Formular. Vergleiche beide Fassungen und entscheide, was gespeichert wird.',
      loadFailed:
        'Die Antwort wurde inzwischen geändert, der neue Stand konnte aber nicht geladen werden. Deine Eingaben bleiben im Formular; bitte versuche es erneut.',
      gone: 'Die Antwort wurde inzwischen gelöscht (siehe Papierkorb). Deine Eingaben bleiben im Formular.',
    },
    /** "Papierkorb": deleted answers, restorable for 30 days. */
    trash: {
      ...trashCopy,
      hint: 'Gelöschte Antworten bleiben hier 30 Tage lang und werden danach endgültig gelöscht.',
      confirmDescription:
        'Die Antwort „{title}“ wird mit allen Versionen endgültig gelöscht. Das kann nicht rückgängig gemacht werden.',
      restored: 'Antwort wiederhergestellt',
      restoreFailed: 'Die Antwort konnte nicht wiederhergestellt werden.',
      deletedForever: 'Antwort endgültig gelöscht',
      deleteForeverFailed: 'Die Antwort konnte nicht endgültig gelöscht werden.',
    },
    errors: {
      question: 'Frage ist erforderlich',
      answer: 'Antwort auf Englisch oder Deutsch ist erforderlich',
      variants: 'Höchstens 20 Formulierungen mit zusammen 6.000 Zeichen',
      link: 'Der Link muss ein Pfad der Website sein und mit / beginnen',
    },
    toasts: {
      saved: 'Antwort gespeichert',
      deleted: 'Antwort in den Papierkorb verschoben',
      failed: 'Speichern fehlgeschlagen. Deine Eingaben sind erhalten; bitte erneut versuchen.',
      deleteFailed: 'Löschen fehlgeschlagen.',
    },
  },
} as const;
