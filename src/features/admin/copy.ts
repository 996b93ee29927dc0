/**
 * German copy of /admin/case-studies. The page's labels and toast texts are the client's own
 * wording: keep them exactly.
 */
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
      hint: 'Füllen Sie Titel, Beschreibung und Ergebnisse in mindestens einer Sprache aus. Fehlt eine Sprache, zeigt die Website in ihr den Text der anderen Sprache mit einem Hinweis.',
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
    confirmDelete: 'Möchtest du diese Case Study wirklich löschen?',
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
  rebuild: {
    title: 'Öffentliche Website',
    started:
      'Die öffentliche Website wird aktualisiert. Die Änderung ist in wenigen Minuten dort sichtbar.',
    notConfigured:
      'Für die öffentliche Website ist kein automatischer Build eingerichtet (DEPLOY_HOOK_URL). Die Änderung erscheint dort erst mit dem nächsten Build.',
    failed:
      'Die Aktualisierung der öffentlichen Website konnte nicht angestoßen werden. Speichere die Änderung später erneut oder starte den Build beim Hosting-Anbieter.',
  },
  leave: {
    title: 'Ungespeicherte Änderungen',
    description:
      'Du hast Änderungen, die noch nicht gespeichert sind. Möchtest du die Seite trotzdem verlassen?',
    stay: 'Bleiben',
    leave: 'Verlassen',
    discardOnEdit: 'Deine ungespeicherten Änderungen gehen verloren. Trotzdem fortfahren?',
  },
  dnd: {
    instructions:
      'Um einen Eintrag aufzunehmen, drücke die Leertaste oder Enter. Verschiebe ihn mit den Pfeiltasten. Drücke die Leertaste oder Enter erneut, um ihn abzulegen, oder Escape, um abzubrechen.',
    start: '„{item}“ aufgenommen. Position {pos} von {total}.',
    over: '„{item}“ auf Position {pos} von {total} verschoben.',
    end: '„{item}“ auf Position {pos} von {total} abgelegt.',
    cancel: 'Verschieben abgebrochen. „{item}“ bleibt an Position {pos}.',
  },
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
  },
} as const;
