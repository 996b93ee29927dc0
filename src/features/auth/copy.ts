/** German copy of /auth. The toast texts are the client's own wording: keep them exactly. */
export const authCopy = {
  modes: {
    signin: {
      title: 'Anmelden',
      intro: 'Melde dich mit deiner E-Mail-Adresse und deinem Passwort an.',
      submit: 'Anmelden',
    },
    signup: {
      title: 'Registrieren',
      intro: 'Lege ein Konto mit deiner E-Mail-Adresse an.',
      submit: 'Registrieren',
    },
    reset: {
      title: 'Passwort zurücksetzen',
      intro: 'Wir schicken dir einen Link, mit dem du ein neues Passwort festlegen kannst.',
      submit: 'Link senden',
    },
    recovery: {
      title: 'Neues Passwort festlegen',
      intro: 'Wähle ein neues Passwort für dein Konto.',
      submit: 'Passwort speichern',
    },
  },
  email: 'E-Mail',
  password: 'Passwort',
  newPassword: 'Neues Passwort',
  loading: 'Lädt...',
  toSignup: 'Noch kein Konto? Registrieren',
  toSignin: 'Bereits registriert? Anmelden',
  toReset: 'Passwort vergessen?',
  backToSignin: 'Zurück zur Anmeldung',
  toasts: {
    validation: 'Validierungsfehler',
    error: 'Fehler',
    userExists: {
      title: 'Konto existiert bereits',
      description: 'Bitte melde dich stattdessen an.',
    },
    resetSent: {
      title: 'E-Mail gesendet',
      description: 'Bitte überprüfe dein Postfach für den Passwort-Reset-Link.',
    },
    signedIn: { title: 'Willkommen zurück!', description: 'Erfolgreich angemeldet.' },
    registered: { title: 'Erfolgreich registriert', description: 'Du kannst dich jetzt anmelden.' },
    passwordUpdated: {
      title: 'Passwort geändert',
      description: 'Dein neues Passwort ist gespeichert. Du bist jetzt angemeldet.',
    },
  },
} as const;

export type AuthMode = keyof typeof authCopy.modes;
