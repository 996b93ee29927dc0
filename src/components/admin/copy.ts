/**
 * What the admin's shared history, trash, comparison and conflict pieces say of any item (a case
 * study, a team answer), in German, addressing the admin as "du" like the client's own strings.
 * Each feature's copy file spreads these and adds the sentences that name its item ("die Case
 * Study", "die Antwort").
 */

/** "Versionen": the list, the comparison with the current state, restoring. */
export const historyCopy = {
  listLabel: 'Versionen, die neueste zuerst',
  loading: 'Lädt...',
  error: 'Die Versionen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  empty: 'Noch keine Versionen.',
  by: 'von {who}',
  unknownActor: 'System',
  current: 'aktueller Stand',
  compare: 'Mit aktuellem Stand vergleichen',
  hideCompare: 'Vergleich ausblenden',
  restore: 'Wiederherstellen',
  restoring: 'Stellt wieder her...',
  restoreLabel: 'Version vom {when} wiederherstellen',
  close: 'Schließen',
  compareCaption: 'Version vom {when} und aktueller Stand',
  thisVersion: 'Version vom {when}',
  currentVersion: 'Aktueller Stand',
  compareLoading: 'Lädt die Version...',
  compareFailed: 'Diese Version konnte nicht geladen werden.',
  restored: 'Die Version vom {when} wurde wiederhergestellt.',
  restoreFailed: 'Die Version konnte nicht wiederhergestellt werden.',
} as const;

/** What a revision records as having happened (the list names the changed fields after it). */
export const revisionActionCopy = {
  baseline: 'Stand bei Einführung der Versionen',
  create: 'Erstellt',
  edit: 'Bearbeitet',
  publish: 'Veröffentlicht',
  unpublish: 'Auf Entwurf gesetzt',
  restore: 'Frühere Version wiederhergestellt',
  trash: 'In den Papierkorb verschoben',
  untrash: 'Aus dem Papierkorb wiederhergestellt',
} as const;

/** The comparison table's header. */
export const compareCopy = { field: 'Feld', changed: 'geändert', actions: 'Aktionen' } as const;

/** A save refused because someone else saved the item after the form was opened. */
export const conflictCopy = {
  someone: 'Jemand',
  caption: 'Deine Fassung und die gespeicherte Fassung',
  mine: 'Deine Fassung',
  theirs: 'Gespeichert von {who}',
  take: 'Übernehmen',
  takeLabel: 'Gespeicherten Wert für „{field}“ übernehmen',
  keepMine: 'Meine Fassung speichern',
  keepTheirs: 'Gespeicherte Fassung übernehmen',
  hint: 'Von Hand zusammenführen: Übernimm einzelne gespeicherte Werte oder ändere das Formular und speichere dann. „Meine Fassung speichern“ ersetzt die gespeicherte Fassung durch deine; „Gespeicherte Fassung übernehmen“ verwirft deine Änderungen.',
} as const;

/** A new order of a list refused because the list changed after it was loaded. */
export const reorderConflictCopy = {
  title: 'Reihenfolge nicht gespeichert',
  message:
    '{who} hat die Liste am {when} geändert, bevor deine Verschiebung gespeichert wurde. Die Liste zeigt jetzt die gespeicherte Reihenfolge.',
  someone: 'Jemand',
  mine: 'Deine Reihenfolge',
  theirs: 'Gespeicherte Reihenfolge',
  keepTheirs: 'Gespeicherte Reihenfolge behalten',
  keepMine: 'Meine Reihenfolge speichern',
  hint: 'Von Hand zusammenführen: Behalte die gespeicherte Reihenfolge und verschiebe die Einträge in der Liste erneut.',
} as const;

/** What a sortable list (drag and drop, or Space and the arrow keys) says to screen readers. */
export const dndCopy = {
  instructions:
    'Um einen Eintrag aufzunehmen, drücke die Leertaste oder Enter. Verschiebe ihn mit den Pfeiltasten. Drücke die Leertaste oder Enter erneut, um ihn abzulegen, oder Escape, um abzubrechen.',
  start: '„{item}“ aufgenommen. Position {pos} von {total}.',
  over: '„{item}“ auf Position {pos} von {total} verschoben.',
  end: '„{item}“ auf Position {pos} von {total} abgelegt.',
  cancel: 'Verschieben abgebrochen. „{item}“ bleibt an Position {pos}.',
} as const;

/**
 * A form with unsaved changes is being left (the guard's dialog), or another item is opened in it
 * (`discardOnEdit`, asked by the page before the form shows the other item).
 */
export const leaveCopy = {
  title: 'Ungespeicherte Änderungen',
  description:
    'Du hast Änderungen, die noch nicht gespeichert sind. Möchtest du die Seite trotzdem verlassen?',
  stay: 'Bleiben',
  leave: 'Verlassen',
  discardOnEdit: 'Deine ungespeicherten Änderungen gehen verloren. Trotzdem fortfahren?',
} as const;

/** A change visitors see asked for a rebuild of the static public site: what came of it. */
export const rebuildCopy = {
  title: 'Öffentliche Website',
  started:
    'Die öffentliche Website wird aktualisiert. Die Änderung ist in wenigen Minuten dort sichtbar.',
  notConfigured:
    'Für die öffentliche Website ist kein automatischer Build eingerichtet (DEPLOY_HOOK_URL). Die Änderung erscheint dort erst mit dem nächsten Build.',
  failedTitle: 'Fehler',
  failed:
    'Die Aktualisierung der öffentlichen Website konnte nicht angestoßen werden. Speichere die Änderung später erneut oder starte den Build beim Hosting-Anbieter.',
} as const;

/** "Papierkorb": deleted items, restorable for 30 days. */
export const trashCopy = {
  title: 'Papierkorb',
  loading: 'Lädt...',
  error: 'Der Papierkorb konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  empty: 'Der Papierkorb ist leer.',
  deleted: 'Gelöscht am {when} von {who}.',
  unknownActor: 'System',
  purgeOn: 'Wird am {date} endgültig gelöscht.',
  restore: 'Wiederherstellen',
  restoreLabel: '„{title}“ wiederherstellen',
  deleteForever: 'Endgültig löschen',
  deleteForeverLabel: '„{title}“ endgültig löschen',
  confirmTitle: 'Endgültig löschen?',
  confirm: 'Endgültig löschen',
  cancel: 'Abbrechen',
  close: 'Schließen',
} as const;
