/**
 * German copy of /admin/case-studies. The page's labels and toast texts are the client's own
 * wording: keep them exactly.
 */
import {
  compareCopy,
  conflictCopy,
  historyCopy,
  leaveCopy,
  reorderConflictCopy,
  revisionActionCopy,
  trashCopy,
} from '@/components/admin/copy';

export const adminCopy = {
  title: 'Case Studies Admin',
  signOut: 'Abmelden',
  loading: 'Lädt...',
  form: {
    createTitle: 'Neue Case Study',
    editTitle: 'Case Study bearbeiten',
    /** The story in each language: two groups of title, description and results. */
    languages: {
      en: 'Englisch',
      de: 'Deutsch',
      hint: 'Fülle Titel, Beschreibung und Ergebnisse in mindestens einer Sprache aus. Fehlt eine Sprache, zeigt die Website in ihr den Text der anderen Sprache mit einem Hinweis.',
    },
    title: 'Titel (Englisch)',
    titleDe: 'Titel (Deutsch)',
    slug: 'Slug (Adresse)',
    slugHint:
      'Die Seite erscheint unter /case-studies/{slug} und /de/case-studies/{slug}. Nur Kleinbuchstaben, Ziffern und Bindestriche; wird aus dem Titel vorgeschlagen. Wird er später geändert, führt die alte Adresse weiter zur neuen.',
    client: 'Kunde',
    logo: 'Kunden-Logo',
    logoHint: 'Ein Bild (PNG, JPEG, WebP, AVIF oder GIF).',
    currentLogo: 'Aktuelles Logo',
    removeLogo: 'Entfernen',
    chosenLogo: 'Ausgewählt:',
    description: 'Beschreibung (Englisch)',
    descriptionDe: 'Beschreibung (Deutsch)',
    results: 'Ergebnisse (Englisch)',
    resultsDe: 'Ergebnisse (Deutsch)',
    resultsHint: 'Ein Ergebnis pro Zeile.',
    images: 'Bilder verwalten',
    create: 'Erstellen',
    update: 'Aktualisieren',
    saving: 'Speichert...',
    cancel: 'Abbrechen',
  },
  dropzone: {
    idle: 'Klicken oder Bilder hierher ziehen',
    active: 'Bilder hier ablegen...',
    uploading: 'Lädt hoch...',
    inputLabel: 'Bilder hochladen',
    thumbnailsHint: 'Ziehe die Bilder, um ihre Reihenfolge zu ändern.',
    imageAlt: 'Bild {n}',
    removeImage: 'Bild {n} entfernen',
    moveImage: 'Bild {n} verschieben',
  },
  list: {
    title: 'Alle Case Studies',
    hint: 'Ziehe die Einträge am Griff (oder nutze Leertaste und Pfeiltasten), um die Reihenfolge zu ändern.',
    empty: 'Noch keine Case Studies vorhanden.',
    retry: 'Erneut versuchen',
    results: 'Ergebnisse:',
    /** Followed by the languages the story is written in. */
    languagesLabel: 'Sprachen:',
    languages: { en: 'Englisch', de: 'Deutsch' },
    published: 'Veröffentlicht',
    draft: 'Entwurf',
    edit: 'Bearbeiten',
    preview: 'Vorschau',
    previewLabel: 'Vorschau von „{title}“',
    delete: 'Löschen',
    move: '„{title}“ verschieben',
    logoAlt: 'Logo von {client}',
    imageAlt: '{title}, Bild {n}',
    // The client's wording; the story then waits in the Papierkorb below the list for 30 days.
    confirmDelete: 'Möchtest du diese Case Study wirklich löschen?',
    versions: 'Versionen',
    versionsLabel: 'Versionen von „{title}“',
  },
  /** "Versionen": an item's history, a comparison with the current state, restoring. */
  history: {
    ...historyCopy,
    title: 'Versionen von „{title}“',
    description:
      'Jede Änderung wird gespeichert: wer, wann und was. Vergleiche eine Version mit dem aktuellen Stand und stelle sie bei Bedarf wieder her; auch das wird als neue Version gespeichert. Position und Status bleiben dabei, wie sie sind.',
    restoreConflict:
      'Nicht wiederhergestellt: {who} hat die Case Study am {when} geändert. Sieh dir den neuen Stand an und versuche es erneut.',
    /** What happened, followed by the fields that changed. */
    actions: { ...revisionActionCopy, reorder: 'Position in der Liste geändert' },
  },
  /** The fields of a story as the comparisons and the history name them. */
  fields: {
    title: 'Titel (Englisch)',
    description: 'Beschreibung (Englisch)',
    results: 'Ergebnisse (Englisch)',
    title_de: 'Titel (Deutsch)',
    description_de: 'Beschreibung (Deutsch)',
    results_de: 'Ergebnisse (Deutsch)',
    slug: 'Slug (Adresse)',
    client: 'Kunde',
    logo: 'Logo',
    images: 'Bilder',
    image_meta: 'Bildgrößen',
    published: 'Status',
    display_order: 'Position',
    empty: '(leer)',
    imageCount: '{n} Bild(er)',
    newLogo: 'Neue Datei: {name}',
  },
  compare: compareCopy,
  /** A save refused because someone else saved the story after the form was opened. */
  conflict: {
    ...conflictCopy,
    title: 'Nicht gespeichert: Die Case Study wurde inzwischen geändert',
    message:
      '{who} hat diese Case Study am {when} gespeichert, nachdem du mit der Bearbeitung begonnen hast. Deine Eingaben sind noch im Formular. Vergleiche beide Fassungen und entscheide, was gespeichert wird.',
    loadFailed:
      'Die Case Study wurde inzwischen geändert, der neue Stand konnte aber nicht geladen werden. Deine Eingaben bleiben im Formular; bitte versuche es erneut.',
  },
  /** A new order refused because the list changed after it was loaded. */
  reorderConflict: {
    ...reorderConflictCopy,
    compare: { ...compareCopy, field: 'Position' },
  },

  /** "Papierkorb": deleted stories, restorable for 30 days. */
  trash: {
    ...trashCopy,
    hint: 'Gelöschte Case Studies bleiben hier 30 Tage lang, mit ihren Bildern, ihrer Adresse und ihrer Position, und werden danach endgültig gelöscht.',
    confirmDescription:
      '„{title}“ wird mit allen Versionen und Bildern endgültig gelöscht. Das kann nicht rückgängig gemacht werden.',
    restored: 'Case Study wurde wiederhergestellt.',
    restoreFailed: 'Case Study konnte nicht wiederhergestellt werden.',
    deletedForever: 'Case Study wurde endgültig gelöscht.',
    deleteForeverFailed: 'Case Study konnte nicht endgültig gelöscht werden.',
  },
  preview: {
    /** Shown above a previewed story, which is otherwise laid out as visitors will see it. */
    notice: 'Vorschau: So sieht diese Case Study auf der öffentlichen Website aus.',
    draft: 'Entwurf – noch nicht veröffentlicht, nur für Admins sichtbar.',
    published: 'Veröffentlicht unter {path}.',
    back: 'Zurück zur Verwaltung',
    notFound: 'Diese Case Study gibt es nicht (mehr).',
    /** The two editions the story can be previewed in. */
    editions: 'Sprachfassung der Vorschau',
    edition: { en: 'Englische Seite', de: 'Deutsche Seite' },
  },
  leave: leaveCopy,

  toasts: {
    success: 'Erfolg',
    error: 'Fehler',
    validation: 'Validierungsfehler',
    denied: { title: 'Zugriff verweigert', description: 'Du hast keine Admin-Berechtigung.' },
    loadFailed: 'Case Studies konnten nicht geladen werden.',
    reorderFailed: 'Reihenfolge konnte nicht gespeichert werden.',
    reordered: 'Reihenfolge wurde aktualisiert.',
    uploadFailed: 'Bild konnte nicht hochgeladen werden.',
    uploaded: 'Bild wurde hochgeladen.',
    uploadedMany: '{n} Bild(er) wurde(n) hochgeladen.',
    notAnImage: 'Bitte nur Bilddateien hochladen.',
    saveFailed: 'Case Study konnte nicht gespeichert werden.',
    /** Added to saveFailed when the reason is known; the form keeps everything typed. */
    saveFailedBecause: {
      gone: 'Sie wurde inzwischen gelöscht oder du darfst sie nicht mehr bearbeiten. Deine Eingaben bleiben im Formular.',
      'order-unknown':
        'Die Liste der Case Studies konnte nicht geladen werden, daher ist die Position der neuen unbekannt. Bitte versuche es erneut.',
    },
    updated: 'Case Study wurde aktualisiert.',
    created: 'Case Study wurde erstellt.',
    deleteFailed: 'Case Study konnte nicht gelöscht werden.',
    deleted: 'Case Study wurde gelöscht.',
    toggleFailed: 'Status konnte nicht geändert werden.',
    toggleConflict:
      'Status nicht geändert: {who} hat die Case Study am {when} geändert. Die Liste zeigt jetzt den gespeicherten Stand.',
  },
} as const;
