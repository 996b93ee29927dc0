/**
 * German copy of the admin's "Inhalte" (/admin/content): the FAQ, the legal pages and the company
 * facts. The admin area is German and says "du" to the admin.
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

/** What every kind's "Versionen" dialog says (its title and restore conflict name the item). */
const versions = {
  ...historyCopy,
  description:
    'Jede Änderung wird gespeichert: wer, wann und was. Vergleiche eine Version mit dem aktuellen Stand und stelle sie bei Bedarf wieder her; auch das wird als neue Version gespeichert. Position und Status bleiben dabei, wie sie sind.',
  actions: { ...revisionActionCopy, reorder: 'Position in der Liste geändert' },
} as const;

/** What every kind's refused save says (its title and message name the item). */
const conflict = {
  ...conflictCopy,
  /** Follows the message when the database names what the other save changed. */
  changedFields: 'Geändert wurde dabei: {fields}.',
  loadFailed:
    'Der Eintrag wurde inzwischen geändert, der neue Stand konnte aber nicht geladen werden. Deine Eingaben bleiben im Formular; bitte versuche es erneut.',
  gone: 'Der Eintrag wurde inzwischen gelöscht (siehe Papierkorb). Deine Eingaben bleiben im Formular.',
} as const;

const toasts = {
  saved: 'Gespeichert.',
  failed: 'Speichern fehlgeschlagen. Deine Eingaben sind erhalten; bitte versuche es erneut.',
  invalid: 'Bitte prüfe die markierten Felder. Deine Eingaben sind erhalten.',
} as const;

export const siteContentCopy = {
  title: 'Inhalte der Website',
  intro:
    'Die Texte und Angaben der Website, die ihr selbst pflegt: häufige Fragen, Rechtstexte und Unternehmensdaten, auf Englisch und Deutsch.',
  nav: {
    label: 'Bereiche der Inhalte',
    faq: 'FAQ',
    legal: 'Rechtstexte',
    company: 'Unternehmensdaten',
  },
  loading: 'Lädt...',
  loadFailed: 'Die Inhalte konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  save: 'Speichern',
  saving: 'Speichert...',
  cancel: 'Abbrechen',
  versions: 'Versionen',
  /** `{title}`: the accessible name of an item's "Versionen" button. */
  versionsLabel: 'Versionen von „{title}“',
  empty: '(leer)',
  languages: { en: 'Englisch', de: 'Deutsch' },
  status: { published: 'Veröffentlicht', draft: 'Entwurf' },
  compare: compareCopy,
  toasts,
  leave: leaveCopy,

  faq: {
    title: 'Häufige Fragen (FAQ)',
    intro:
      'Die Website zeigt die veröffentlichten Einträge in dieser Reihenfolge. Fehlt eine Sprache, zeigt sie dort den Eintrag in der anderen Sprache mit einem Hinweis.',
    newTitle: 'Neuer Eintrag',
    editTitle: 'Eintrag bearbeiten',
    languageHint:
      'Fülle Frage und Antwort in mindestens einer Sprache aus; eine begonnene Sprache braucht beide.',
    question_en: 'Frage (Englisch)',
    answer_en: 'Antwort (Englisch)',
    question_de: 'Frage (Deutsch)',
    answer_de: 'Antwort (Deutsch)',
    published: 'Veröffentlicht (auf der Website sichtbar)',
    list: 'Alle Einträge',
    listHint:
      'Ziehe die Einträge am Griff (oder nutze Leertaste und Pfeiltasten), um die Reihenfolge zu ändern.',
    empty: 'Noch keine Einträge.',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    /** `{title}` */
    move: '„{title}“ verschieben',
    confirmDelete:
      'Diesen Eintrag in den Papierkorb verschieben? Er kann dort 30 Tage lang wiederhergestellt werden.',
    languagesLabel: 'Sprachen:',
    fields: {
      question_en: 'Frage (Englisch)',
      answer_en: 'Antwort (Englisch)',
      question_de: 'Frage (Deutsch)',
      answer_de: 'Antwort (Deutsch)',
      published: 'Status',
      display_order: 'Position',
    },
    errors: {
      questionRequired: 'Frage ist erforderlich (mindestens 3 Zeichen)',
      answerRequired: 'Antwort ist erforderlich',
      questionTooLong: 'Die Frage darf höchstens 300 Zeichen lang sein',
      answerTooLong: 'Die Antwort darf höchstens 3.000 Zeichen lang sein',
      oneLanguage: 'Frage und Antwort auf Englisch oder Deutsch sind erforderlich',
    },
    history: {
      ...versions,
      title: 'Versionen von „{title}“',
      restoreConflict:
        'Nicht wiederhergestellt: {who} hat den Eintrag am {when} geändert. Sieh dir den neuen Stand an und versuche es erneut.',
    },
    conflict: {
      ...conflict,
      title: 'Nicht gespeichert: Der Eintrag wurde inzwischen geändert',
      message:
        '{who} hat diesen Eintrag am {when} gespeichert, nachdem du mit der Bearbeitung begonnen hast. Deine Eingaben sind noch im Formular. Vergleiche beide Fassungen und entscheide, was gespeichert wird.',
    },
    reorderConflict: { ...reorderConflictCopy, compare: { ...compareCopy, field: 'Position' } },
    trash: {
      ...trashCopy,
      hint: 'Gelöschte Einträge bleiben hier 30 Tage lang, mit ihrer Position, und werden danach endgültig gelöscht.',
      confirmDescription:
        '„{title}“ wird mit allen Versionen endgültig gelöscht. Das kann nicht rückgängig gemacht werden.',
      restored: 'Eintrag wiederhergestellt.',
      restoreFailed: 'Der Eintrag konnte nicht wiederhergestellt werden.',
      deletedForever: 'Eintrag endgültig gelöscht.',
      deleteForeverFailed: 'Der Eintrag konnte nicht endgültig gelöscht werden.',
    },
    toasts: {
      created: 'Eintrag erstellt.',
      updated: 'Eintrag gespeichert.',
      deleted: 'Eintrag in den Papierkorb verschoben.',
      deleteFailed: 'Der Eintrag konnte nicht gelöscht werden.',
      reordered: 'Reihenfolge gespeichert.',
      reorderFailed: 'Die Reihenfolge konnte nicht gespeichert werden.',
      toggleFailed: 'Der Status konnte nicht geändert werden.',
      toggleConflict:
        'Status nicht geändert: {who} hat den Eintrag am {when} geändert. Die Liste zeigt jetzt den gespeicherten Stand.',
    },
  },

  legal: {
    title: 'Rechtstexte',
    intro:
      'Titel, Beschreibung für Suchmaschinen und Text je Sprache. Der Text ist Markdown: Abschnitte beginnen mit „## “, Absätze trennt eine Leerzeile, Listenpunkte beginnen mit „- “, Links schreibst du als [Text](https://…). HTML ist nicht erlaubt.',
    pages: { privacy: 'Datenschutzerklärung', terms: 'Nutzungsbedingungen', imprint: 'Impressum' },
    choose: 'Rechtstext wählen',
    editTitle: '{page} bearbeiten',
    languageHint:
      'Fülle Titel, Beschreibung und Text in mindestens einer Sprache aus; eine begonnene Sprache braucht alle drei.',
    title_en: 'Titel (Englisch)',
    description_en: 'Beschreibung (Englisch)',
    body_en: 'Text (Englisch, Markdown)',
    title_de: 'Titel (Deutsch)',
    description_de: 'Beschreibung (Deutsch)',
    body_de: 'Text (Deutsch, Markdown)',
    descriptionHint: 'Ein bis zwei Sätze für Suchmaschinen, höchstens 300 Zeichen.',
    revisedOn: 'Stand (optional)',
    revisedOnHint: 'Die Seite zeigt Monat und Jahr des Stands.',
    placeholders:
      'Unternehmensdaten setzt die Website selbst ein, wo der Text sie nennt: {{company.name}}, {{company.legal_name}}, {{company.city}}, {{company.email}}, {{company.phone}}, {{company.vat_id}}, {{company.register}}, {{company.managing_directors}}, {{company.responsible_for_content}}, {{company.address}} und {{company.contact}}. Ändere die Angaben selbst unter „Unternehmensdaten“.',
    imprintHint:
      'Das Impressum nennt immer {{company.address}}, {{company.contact}}, {{company.managing_directors}}, {{company.vat_id}} und {{company.register}}.',
    preview: 'Vorschau',
    hidePreview: 'Vorschau ausblenden',
    previewOf: 'Vorschau: {field}',
    previewHint:
      'So zeigt die Website den Text, die Platzhalter gefüllt mit den gespeicherten Unternehmensdaten. Nicht gespeicherte Änderungen siehst du hier schon, auf der Website erst nach dem Speichern.',
    fields: {
      title_en: 'Titel (Englisch)',
      description_en: 'Beschreibung (Englisch)',
      body_en: 'Text (Englisch)',
      title_de: 'Titel (Deutsch)',
      description_de: 'Beschreibung (Deutsch)',
      body_de: 'Text (Deutsch)',
      revised_on: 'Stand',
      published: 'Status',
    },
    errors: {
      titleRequired: 'Titel ist erforderlich',
      titleTooLong: 'Der Titel darf höchstens 120 Zeichen lang sein',
      descriptionRequired: 'Beschreibung ist erforderlich',
      descriptionTooLong: 'Die Beschreibung darf höchstens 300 Zeichen lang sein',
      bodyRequired: 'Text ist erforderlich',
      bodyTooLong: 'Der Text darf höchstens 60.000 Zeichen lang sein',
      oneLanguage: 'Titel, Beschreibung und Text auf Englisch oder Deutsch sind erforderlich',
      heading:
        'Der Text braucht mindestens eine Abschnittsüberschrift: eine Zeile, die mit „## “ beginnt',
      html: 'Der Text darf kein HTML enthalten (gefunden: „{found}“). Nutze Markdown statt HTML-Tags.',
      placeholder:
        'Unbekannter Platzhalter „{found}“. Erlaubt sind nur die unten genannten {{company.…}}-Platzhalter.',
      imprintPlaceholders:
        'Das Impressum muss diese Platzhalter enthalten: {missing}. Füge sie in den Text ein; die Angaben selbst änderst du unter „Unternehmensdaten“.',
      date: 'Bitte ein Datum angeben (TT.MM.JJJJ) oder das Feld leer lassen',
    },
    history: {
      ...versions,
      title: 'Versionen: {title}',
      restoreConflict:
        'Nicht wiederhergestellt: {who} hat den Rechtstext am {when} geändert. Sieh dir den neuen Stand an und versuche es erneut.',
    },
    conflict: {
      ...conflict,
      title: 'Nicht gespeichert: Der Rechtstext wurde inzwischen geändert',
      message:
        '{who} hat diesen Rechtstext am {when} gespeichert, nachdem du mit der Bearbeitung begonnen hast. Deine Eingaben sind noch im Formular. Vergleiche beide Fassungen und entscheide, was gespeichert wird.',
    },
  },

  company: {
    title: 'Unternehmensdaten',
    intro:
      'Angaben, die die Website überall zeigt: im Impressum, in Kontakt und Fußzeile, beim Workshop, auf der Startseite und in den strukturierten Daten für Suchmaschinen.',
    groups: {
      company: 'Unternehmen',
      contact: 'Kontakt',
      address: 'Anschrift',
      register: 'Handelsregister und Steuer',
      links: 'Links',
      workshop: 'Workshop',
      figures: 'Kennzahlen der Startseite',
    },
    hints: {
      phone: 'Internationale Schreibweise, z. B. +49 30 1234567.',
      managing_directors: 'Eine Person pro Zeile.',
      register_number: 'Art und Nummer, z. B. HRB 123456 oder HRB 123456 B.',
      vat_id: 'Ländercode und Nummer ohne Leerzeichen, z. B. DE123456789.',
      country_code: 'Zwei Großbuchstaben, z. B. DE.',
      workshop_price_eur:
        'Netto in Euro, z. B. 4900 oder 4900,50. Leer: Die Website nennt keinen Preis.',
      workshop_dates: 'Ein Datum pro Zeile (TT.MM.JJJJ oder JJJJ-MM-TT), höchstens 24.',
      linkedin_url: 'Optional, eine Adresse auf linkedin.com.',
      xing_url: 'Optional, eine Adresse auf xing.com.',
    },
    fields: {
      company_name: 'Name',
      legal_name: 'Firmierung',
      responsible_for_content: 'Verantwortlich für den Inhalt',
      email: 'E-Mail-Adresse',
      phone: 'Telefon',
      street: 'Straße und Hausnummer',
      postal_code: 'Postleitzahl',
      city: 'Ort',
      country_code: 'Land (Ländercode)',
      register_court: 'Registergericht',
      register_number: 'Registernummer',
      vat_id: 'USt-IdNr.',
      managing_directors: 'Geschäftsführung',
      linkedin_url: 'LinkedIn',
      xing_url: 'XING',
      booking_url: 'Terminbuchung (Adresse)',
      workshop_price_eur: 'Preis (Euro, netto)',
      workshop_dates: 'Nächste Termine',
      workshop_days: 'Dauer (Tage)',
      workshop_participants_min: 'Teilnehmende (mindestens)',
      workshop_participants_max: 'Teilnehmende (höchstens)',
      workshop_use_cases: 'Use Cases',
      workshop_prototypes_min: 'Prototypen (mindestens)',
      workshop_prototypes_max: 'Prototypen (höchstens)',
      go_live_weeks_min: 'Wochen bis zum Go-live (mindestens)',
      go_live_weeks_max: 'Wochen bis zum Go-live (höchstens)',
      integrations_count: 'Integrationen',
      accuracy_percent: 'Genauigkeit (Prozent)',
      professionals_trained: 'Geschulte Fachkräfte',
      published: 'Status',
    },
    errors: {
      required: '{field} ist erforderlich',
      tooLong: '{field} darf höchstens {max} Zeichen lang sein',
      email: 'Bitte eine gültige E-Mail-Adresse angeben, z. B. name@firma.de',
      phone:
        'Bitte die Telefonnummer international angeben: „+“, Ländervorwahl und Nummer, z. B. +49 30 1234567 (7 bis 15 Ziffern; nur Leerzeichen, „/“ oder „-“ dazwischen)',
      url: 'Bitte eine vollständige Adresse angeben, die mit https:// beginnt',
      linkedin:
        'Bitte eine Adresse auf linkedin.com angeben, z. B. https://www.linkedin.com/company/…',
      xing: 'Bitte eine Adresse auf xing.com angeben, z. B. https://www.xing.com/pages/…',
      postalCode: 'Bitte eine Postleitzahl angeben (3 bis 10 Ziffern oder Großbuchstaben)',
      countryCode: 'Bitte einen Ländercode aus zwei Großbuchstaben angeben, z. B. DE',
      registerNumber:
        'Bitte Art und Nummer angeben, z. B. HRB 123456 (Art: HRA, HRB, GnR, PR oder VR)',
      vatId: 'Bitte die USt-IdNr. ohne Leerzeichen angeben, z. B. DE123456789',
      directors: 'Bitte eine bis zehn Personen angeben, eine pro Zeile',
      price: 'Bitte einen Betrag in Euro angeben, z. B. 4900 oder 4900,50',
      dates: 'Kein gültiges Datum: „{found}“. Bitte TT.MM.JJJJ oder JJJJ-MM-TT, eines pro Zeile',
      tooManyDates: 'Höchstens 24 Termine',
      integer: 'Bitte eine ganze Zahl zwischen {min} und {max} angeben',
      range: 'Der Mindestwert darf nicht größer sein als der Höchstwert',
    },
    history: {
      ...versions,
      title: 'Versionen der Unternehmensdaten',
      restoreConflict:
        'Nicht wiederhergestellt: {who} hat die Unternehmensdaten am {when} geändert. Sieh dir den neuen Stand an und versuche es erneut.',
    },
    conflict: {
      ...conflict,
      title: 'Nicht gespeichert: Die Unternehmensdaten wurden inzwischen geändert',
      message:
        '{who} hat die Unternehmensdaten am {when} gespeichert, nachdem du mit der Bearbeitung begonnen hast. Deine Eingaben sind noch im Formular. Vergleiche beide Fassungen und entscheide, was gespeichert wird.',
    },
  },
} as const;
