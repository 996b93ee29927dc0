/**
 * Messages as visitors write them to the assistant, in English and German, to measure what the
 * recorder keeps of them (`redaction-corpus.test.ts`).
 *
 * - `personalMessages`: each names the personal data in it, by kind, exactly as written; all of
 *   it must be gone from the recorded question (names after an introduction, a title, a role or
 *   in a sign-off, e-mail addresses also as "(at)" / "[dot]", phone numbers of Germany, Austria,
 *   Switzerland, the UK and the US in their national and international forms, IBANs, postal
 *   addresses, the query strings of links).
 * - `businessMessages`: questions without personal data (figures, units, dates, times, versions,
 *   products, money, towns without a street); each must be recorded unchanged.
 *
 * The numbers and IBANs are well-formed (IBAN check digits correct) but belong to no one known.
 */

export type PersonalKind = 'email' | 'phone' | 'iban' | 'address' | 'url' | 'name';

export type PersonalMessage = {
  text: string;
  /** What must not be recorded, by kind; each string occurs in `text` as written. */
  remove: Partial<Record<PersonalKind, readonly string[]>>;
};

export const personalMessages: readonly PersonalMessage[] = [
  // e-mail addresses
  {
    text: 'Can you send the offer to anna.kowalski@brandt-logistik.de?',
    remove: { email: ['anna.kowalski@brandt-logistik.de'] },
  },
  {
    text: 'Meine E-Mail: j.weissenfels@stadtwerke-hagen.de – bitte kurz melden.',
    remove: { email: ['j.weissenfels@stadtwerke-hagen.de'] },
  },
  { text: 'reach me at tom_h84@gmail.com', remove: { email: ['tom_h84@gmail.com'] } },
  {
    text: 'Bitte schreiben Sie an info (at) mueller-metallbau.de, Betreff Angebot KI',
    remove: { email: ['info (at) mueller-metallbau.de'] },
  },
  {
    text: 'mail: sabine.hoffmann[at]klinikum-nord[dot]de',
    remove: { email: ['sabine.hoffmann[at]klinikum-nord[dot]de'] },
  },
  {
    text: 'You can contact our IT lead under r.klein@klein-partners.co.uk for the technical questions.',
    remove: { email: ['r.klein@klein-partners.co.uk'] },
  },
  {
    text: 'Kontakt gerne über vertrieb@hansen-kuehltechnik.at oder telefonisch.',
    remove: { email: ['vertrieb@hansen-kuehltechnik.at'] },
  },
  {
    text: 'my work address is priya.sharma@northwind-health.com, my private one is priya.s@outlook.com',
    remove: { email: ['priya.sharma@northwind-health.com', 'priya.s@outlook.com'] },
  },
  {
    text: 'Schicken Sie die Unterlagen bitte an markus.brenner (at) web (punkt) de',
    remove: { email: ['markus.brenner (at) web (punkt) de'] },
  },
  {
    text: 'E-Mail an: ELENA.FISCHER@FISCHER-BAU.DE',
    remove: { email: ['ELENA.FISCHER@FISCHER-BAU.DE'] },
  },
  {
    text: 'Is daniel.nguyen+ai@acme-robotics.io okay for the invite?',
    remove: { email: ['daniel.nguyen+ai@acme-robotics.io'] },
  },
  { text: 'schreib mir einfach: lisa_m@gmx.net', remove: { email: ['lisa_m@gmx.net'] } },
  {
    text: 'Please cc my assistant, k.obrien@obrien-legal.ie.',
    remove: { email: ['k.obrien@obrien-legal.ie'] },
  },
  {
    text: 'contact: emily at carter-consulting dot com',
    remove: { email: ['emily at carter-consulting dot com'] },
  },
  {
    text: 'jonas.weber@stud.uni-hamburg.de – ich schreibe meine Masterarbeit über KI-Agenten, dürfte ich Ihnen Fragen stellen?',
    remove: { email: ['jonas.weber@stud.uni-hamburg.de'] },
  },
  {
    text: 'Meine Adresse ist kathrin.schulze-brandt@schulze-brandt-steuerberatung.de',
    remove: { email: ['kathrin.schulze-brandt@schulze-brandt-steuerberatung.de'] },
  },
  {
    text: 'Please send the NDA to legal@fenwick-meyer.com, attention Mr. Daniel Ortega.',
    remove: { email: ['legal@fenwick-meyer.com'], name: ['Daniel Ortega'] },
  },
  {
    text: 'Antwort bitte an p.huber [at] huber-it [dot] at',
    remove: { email: ['p.huber [at] huber-it [dot] at'] },
  },

  // phone numbers
  { text: 'Rufen Sie mich gerne an: 0171 2345678', remove: { phone: ['0171 2345678'] } },
  { text: 'Mobil: +49 (0)151 23456789', remove: { phone: ['+49 (0)151 23456789'] } },
  { text: 'Tel. 030/89 76 54 32', remove: { phone: ['030/89 76 54 32'] } },
  {
    text: 'Erreichbar unter 089-4523 1187, am besten vormittags.',
    remove: { phone: ['089-4523 1187'] },
  },
  {
    text: 'call me on +44 20 7946 0958 after 3pm UK time',
    remove: { phone: ['+44 20 7946 0958'] },
  },
  { text: 'my cell is (646) 340-2215', remove: { phone: ['(646) 340-2215'] } },
  {
    text: 'Sie erreichen mich unter 0664 123 45 67 (Wien).',
    remove: { phone: ['0664 123 45 67'] },
  },
  { text: 'Tel: +43 1 5879 4420', remove: { phone: ['+43 1 5879 4420'] } },
  { text: 'Meine Nummer: 079 312 45 67', remove: { phone: ['079 312 45 67'] } },
  { text: 'Büro Zürich +41 44 668 18 00', remove: { phone: ['+41 44 668 18 00'] } },
  {
    text: '0049 40 30 62 88 10 ist unsere Zentrale',
    remove: { phone: ['0049 40 30 62 88 10'] },
  },
  {
    text: 'mobile 07700 900 481, landline 0117 496 0735',
    remove: { phone: ['07700 900 481', '0117 496 0735'] },
  },
  { text: 'Call 212.736.5000 ext. 24', remove: { phone: ['212.736.5000'] } },
  { text: '+1-415-692-3318 works best', remove: { phone: ['+1-415-692-3318'] } },
  {
    text: 'Rückruf bitte unter 0221 / 987654-0',
    remove: { phone: ['0221 / 987654-0'] },
  },
  { text: 'whatsapp me: +4917612345678', remove: { phone: ['+4917612345678'] } },
  {
    text: 'Telefonisch bin ich unter 06221 4387 210 erreichbar.',
    remove: { phone: ['06221 4387 210'] },
  },
  { text: 'Festnetz (040) 41 91 23 45', remove: { phone: ['(040) 41 91 23 45'] } },
  {
    text: 'Zentrale 0711 2040-0, nach der Durchwahl fragen',
    remove: { phone: ['0711 2040-0'] },
  },
  {
    text: 'Ring me at 0161 496 0123 or 07911 123456',
    remove: { phone: ['0161 496 0123', '07911 123456'] },
  },
  {
    text: 'Kannst du mich unter 0176-98765432 zurückrufen?',
    remove: { phone: ['0176-98765432'] },
  },
  { text: 'Tel +43 (0) 662 84 22 11', remove: { phone: ['+43 (0) 662 84 22 11'] } },
  {
    text: 'Meine Handynummer lautet 0152 - 2345 6789.',
    remove: { phone: ['0152 - 2345 6789'] },
  },
  {
    text: 'You can reach our office on +44 (0)161 496 0902.',
    remove: { phone: ['+44 (0)161 496 0902'] },
  },
  { text: 'Tel. 0316/872-5530 (Graz)', remove: { phone: ['0316/872-5530'] } },
  {
    text: 'Ich bin ab 14 Uhr unter +41 79 412 33 08 erreichbar',
    remove: { phone: ['+41 79 412 33 08'] },
  },
  { text: 'Bitte Rückruf an Tel. 0800 123 4567', remove: { phone: ['0800 123 4567'] } },
  { text: '+49 151 2345 6789 (Signal/WhatsApp)', remove: { phone: ['+49 151 2345 6789'] } },
  {
    text: 'Our US office: 312-846-0198, ask for the operations team',
    remove: { phone: ['312-846-0198'] },
  },

  // IBANs
  {
    text: 'Unsere IBAN lautet DE51 7015 0000 1004 8712 36, bitte die Rechnung darauf ausstellen.',
    remove: { iban: ['DE51 7015 0000 1004 8712 36'] },
  },
  {
    text: 'Refund please to GB29 NWBK 6016 1331 9268 19',
    remove: { iban: ['GB29 NWBK 6016 1331 9268 19'] },
  },
  { text: 'IBAN: AT97 1400 0865 1023 4700', remove: { iban: ['AT97 1400 0865 1023 4700'] } },
  {
    text: 'Kontoverbindung CH93 0076 2011 6238 5295 7 (UBS)',
    remove: { iban: ['CH93 0076 2011 6238 5295 7'] },
  },
  {
    text: 'can you debit DE11430609678825413700 monthly?',
    remove: { iban: ['DE11430609678825413700'] },
  },
  {
    text: 'Überweisung kam von de95 1005 0000 0190 2735 44 – können Sie das zuordnen?',
    remove: { iban: ['de95 1005 0000 0190 2735 44'] },
  },
  {
    text: 'Für die Anzahlung: IBAN AT89 2011 1822 1987 4501, BIC GIBAATWWXXX',
    remove: { iban: ['AT89 2011 1822 1987 4501'] },
  },
  {
    text: 'our account GB78BARC20041573512298 (Barclays)',
    remove: { iban: ['GB78BARC20041573512298'] },
  },
  {
    text: 'IBAN DE42 2004 1133 0345 1278 02 Kontoinhaber Jörg Weißenfels',
    remove: { iban: ['DE42 2004 1133 0345 1278 02'], name: ['Jörg Weißenfels'] },
  },
  {
    text: 'Bankverbindung: CH12 0840 1000 0634 5721 0',
    remove: { iban: ['CH12 0840 1000 0634 5721 0'] },
  },
  {
    text: 'DE44 5001 0517 5407 3249 31 ist die richtige IBAN für die Gutschrift',
    remove: { iban: ['DE44 5001 0517 5407 3249 31'] },
  },
  {
    text: 'IBAN AT48 3200 0000 1234 5864 (Raiffeisen)',
    remove: { iban: ['AT48 3200 0000 1234 5864'] },
  },

  // postal addresses
  {
    text: 'Unser Büro ist in der Lindenstraße 14, 20099 Hamburg.',
    remove: { address: ['Lindenstraße 14', '20099 Hamburg'] },
  },
  {
    text: 'Lieferadresse: Am Seeufer 3a, 88662 Überlingen',
    remove: { address: ['Am Seeufer 3a', '88662 Überlingen'] },
  },
  {
    text: "We're at 221B Baker Street, London NW1 6XE",
    remove: { address: ['221B Baker Street', 'NW1 6XE'] },
  },
  {
    text: 'Besuchen Sie uns: Mariahilfer Straße 88/2/14, 1070 Wien',
    remove: { address: ['Mariahilfer Straße 88/2/14', '1070 Wien'] },
  },
  {
    text: 'Bahnhofstrasse 21, 8001 Zürich ist unsere Adresse',
    remove: { address: ['Bahnhofstrasse 21', '8001 Zürich'] },
  },
  {
    text: 'Send the contract to 350 Fifth Avenue, Suite 4100, New York, NY 10118',
    remove: { address: ['350 Fifth Avenue', 'NY 10118'] },
  },
  {
    text: 'ich wohne in der goethestr. 7, 04109 leipzig',
    remove: { address: ['goethestr. 7', '04109 leipzig'] },
  },
  {
    text: 'Anschrift: Konrad-Adenauer-Ring 12, D-50667 Köln',
    remove: { address: ['Konrad-Adenauer-Ring 12', 'D-50667 Köln'] },
  },
  {
    text: "Meeting at our HQ: 12 Queen's Road, Bristol BS8 1QU?",
    remove: { address: ["12 Queen's Road", 'BS8 1QU'] },
  },
  {
    text: 'Wir sitzen Am Alten Markt 5 in 14467 Potsdam',
    remove: { address: ['Am Alten Markt 5', '14467 Potsdam'] },
  },
  {
    text: 'Rechnungsadresse: Müller Metallbau GmbH, Industriestr. 40–42, 73037 Göppingen',
    remove: { address: ['Industriestr. 40–42', '73037 Göppingen'] },
  },
  {
    text: 'Please ship the hardware to 1600 Amphitheatre Parkway, Mountain View, CA 94043',
    remove: { address: ['1600 Amphitheatre Parkway', 'CA 94043'] },
  },
  {
    text: 'Treffen wir uns in Graz, Herrengasse 16, 8010 Graz?',
    remove: { address: ['Herrengasse 16', '8010 Graz'] },
  },
  {
    text: 'Unsere neue Adresse ab März: Feldweg 9, 27711 Osterholz-Scharmbeck',
    remove: { address: ['Feldweg 9', '27711 Osterholz-Scharmbeck'] },
  },
  {
    text: 'office: Flat 2, 48 Kingsland Road, London E2 8DA',
    remove: { address: ['48 Kingsland Road', 'E2 8DA'] },
  },
  {
    text: 'Die Praxis ist in der Schillerstraße 3 (3. OG), 60313 Frankfurt am Main',
    remove: { address: ['Schillerstraße 3', '60313 Frankfurt am Main'] },
  },
  {
    text: 'Postanschrift: Postfach 10 12 34, 70011 Stuttgart',
    remove: { address: ['Postfach 10 12 34', '70011 Stuttgart'] },
  },

  // links with query strings (and profile pages that carry a name)
  {
    text: 'Schauen Sie mal hier: https://www.brandt-logistik.de/kontakt?ref=newsletter&kunde=48211',
    remove: { url: ['?ref=newsletter&kunde=48211'] },
  },
  {
    text: "This link from your mail doesn't work: https://example-mailer.com/track?email=laura.jensen%40contoso.com&id=99812",
    remove: { url: ['?email=laura.jensen%40contoso.com&id=99812'] },
  },
  {
    text: 'Ich habe mich über https://www.xing.com/profile/Markus_Brenner?sc_o=da980 gemeldet',
    remove: { url: ['?sc_o=da980'], name: ['Markus_Brenner'] },
  },
  {
    text: 'see our calendar: https://calendly.com/northwind/30min?month=2026-12&date=2026-12-03',
    remove: { url: ['?month=2026-12&date=2026-12-03'] },
  },
  {
    text: 'Formular-Link: firma.de/anfrage?name=Petra%20Lang&tel=01701234567',
    remove: { url: ['?name=Petra%20Lang&tel=01701234567'] },
  },
  {
    text: 'the dashboard is at https://app.example.io/reports#user=8812&token=abc123',
    remove: { url: ['#user=8812&token=abc123'] },
  },
  {
    text: 'www.stadtwerke-hagen.de/service/formular.php?antrag=77412&plz=58095 – geht das auch mit KI?',
    remove: { url: ['?antrag=77412&plz=58095'] },
  },
  {
    text: 'Our job ad: https://jobs.acme-robotics.io/apply?job=ml-engineer&utm_source=linkedin&uid=3321',
    remove: { url: ['?job=ml-engineer&utm_source=linkedin&uid=3321'] },
  },
  {
    text: 'Mein Profil: https://www.linkedin.com/in/sabine-hoffmann-4a1b2c/?originalSubdomain=de',
    remove: { url: ['?originalSubdomain=de'], name: ['sabine-hoffmann'] },
  },
  {
    text: "Here's the shared doc: https://docs.google.com/document/d/1AbC/edit?usp=sharing&invite=tom.hughes%40gmail.com",
    remove: { url: ['?usp=sharing&invite=tom.hughes%40gmail.com'] },
  },

  // names: introductions, titles, roles, sign-offs, a first name at the start
  {
    text: "i'm anna kowalski, cfo at brandt logistik – what would an invoice agent cost us?",
    remove: { name: ['anna kowalski'] },
  },
  {
    text: 'I’m Thomas Berger and I run a mid-sized print shop. Can AI help with quotes?',
    remove: { name: ['Thomas Berger'] },
  },
  {
    text: 'Mein Name ist Dr. Sabine Hoffmann, ich leite die IT am Klinikum.',
    remove: { name: ['Sabine Hoffmann'] },
  },
  {
    text: 'I am CFO Laura Jensen and we need help with month-end closing.',
    remove: { name: ['Laura Jensen'] },
  },
  {
    text: 'anna here from finance – do you also automate expense reports?',
    remove: { name: ['anna'] },
  },
  {
    text: 'Can we book a call next week? Best regards, Robert Klein',
    remove: { name: ['Robert Klein'] },
  },
  {
    text: 'Hallo, hier ist Markus von der Firma Brenner Bau. Was kostet ein Workshop?',
    remove: { name: ['Markus'] },
  },
  { text: 'Viele Grüße, Katrin Schulze-Brandt', remove: { name: ['Katrin Schulze-Brandt'] } },
  { text: 'LG Sophie', remove: { name: ['Sophie'] } },
  { text: 'Danke für die schnelle Antwort! LG Jonas', remove: { name: ['Jonas'] } },
  {
    text: 'Guten Tag, ich bin Frau Öztürk von der Stadtverwaltung.',
    remove: { name: ['Öztürk'] },
  },
  { text: 'Herr Obermaier hat mir Ihre Seite empfohlen.', remove: { name: ['Obermaier'] } },
  {
    text: 'My colleague Priya Sharma will join the call too.',
    remove: { name: ['Priya Sharma'] },
  },
  {
    text: "Hi, this is James O'Connor from Dublin, are you GDPR compliant?",
    remove: { name: ["James O'Connor"] },
  },
  {
    text: 'Moin, Hauke Petersen hier aus Kiel. Habt ihr Erfahrung mit Reedereien?',
    remove: { name: ['Hauke Petersen'] },
  },
  {
    text: 'Mit freundlichen Grüßen\nProf. Dr. Friedrich Lammert',
    remove: { name: ['Friedrich Lammert'] },
  },
  {
    text: 'Please ask Mr. Daniel Nguyen for the details, he is our CTO.',
    remove: { name: ['Daniel Nguyen'] },
  },
  {
    text: 'ich heiße lena und arbeite im einkauf. geht auch bestellabgleich?',
    remove: { name: ['lena'] },
  },
  { text: 'Kind regards, Emily', remove: { name: ['Emily'] } },
  { text: 'Thanks! Cheers, Oliver', remove: { name: ['Oliver'] } },
  {
    text: "My name's Grace Whitfield, operations manager at a logistics firm in Leeds.",
    remove: { name: ['Grace Whitfield'] },
  },
  {
    text: 'Servus, ich bin der Sepp Huber aus Rosenheim. Macht ihr auch was für Brauereien?',
    remove: { name: ['Sepp Huber'] },
  },
  {
    text: 'Geschäftsführerin Claudia Reinhardt möchte einen Termin.',
    remove: { name: ['Claudia Reinhardt'] },
  },
  {
    text: 'Our Head of Operations, Marcus Webb, asked me to reach out.',
    remove: { name: ['Marcus Webb'] },
  },
  {
    text: 'this is mike from acme – quick question on pricing',
    remove: { name: ['mike'] },
  },
  {
    text: 'Hallo zusammen, Frau Dr. Weber-Lindqvist bittet um Rückruf.',
    remove: { name: ['Weber-Lindqvist'] },
  },
  {
    text: 'Ansprechpartner bei uns ist Herr Jürgen Kaltenbrunner.',
    remove: { name: ['Jürgen Kaltenbrunner'] },
  },
  { text: 'Gruß aus Hamburg, Nils', remove: { name: ['Nils'] } },
  {
    text: 'Mein Name ist Schneider, ich bin Einkaufsleiter.',
    remove: { name: ['Schneider'] },
  },
  {
    text: 'Hello, I am Ms. Aisha Rahman, procurement lead at Helix Pharma.',
    remove: { name: ['Aisha Rahman'] },
  },
  {
    text: 'HI I AM PETER JANSSEN FROM ROTTERDAM PORT SERVICES, DO YOU DO CUSTOMS DOCUMENTS?',
    remove: { name: ['PETER JANSSEN'] },
  },
  {
    text: 'hey its tobias again, forgot to ask about on-prem',
    remove: { name: ['tobias'] },
  },
  {
    text: "I'm Frank Miller, owner of a small bakery chain. Can AI forecast demand?",
    remove: { name: ['Frank Miller'] },
  },
  {
    text: 'Ich bin die Melanie aus der Buchhaltung und habe eine Frage zur DATEV-Anbindung.',
    remove: { name: ['Melanie'] },
  },
  {
    text: 'Regards,\nDr. Hannah Lindqvist\nHead of Research',
    remove: { name: ['Hannah Lindqvist'] },
  },
  { text: 'Passt, danke. VG Thorsten', remove: { name: ['Thorsten'] } },
  {
    text: 'Name: Bernd Kowalczyk, Firma: Sanitär Nord GmbH',
    remove: { name: ['Bernd Kowalczyk'] },
  },
  { text: 'Sincerely, Margaret Ellison-Brooks', remove: { name: ['Margaret Ellison-Brooks'] } },
  { text: 'Liebe Grüße aus Wien, Johanna Pichler', remove: { name: ['Johanna Pichler'] } },
  {
    text: 'Bitte an meinen Kollegen Stefan Wutke weiterleiten.',
    remove: { name: ['Stefan Wutke'] },
  },
  {
    text: "I'm Chloe, the new office manager – who do I talk to about a workshop?",
    remove: { name: ['Chloe'] },
  },
  { text: 'Sarah from Helix here. Did you get my e-mail?', remove: { name: ['Sarah'] } },
  {
    text: 'Ich bin Lukas Brandstätter, Geschäftsführer einer Tischlerei mit 30 Leuten.',
    remove: { name: ['Lukas Brandstätter'] },
  },
  { text: 'Thanks a lot, Ben', remove: { name: ['Ben'] } },
  { text: 'Tschüss und danke, Mia', remove: { name: ['Mia'] } },
  {
    text: 'Dr. med. Ulrike Sommer fragt: Geht Terminvergabe per KI?',
    remove: { name: ['Ulrike Sommer'] },
  },
  {
    text: 'Good morning, Alessandro Rossi speaking – is there a German-speaking consultant?',
    remove: { name: ['Alessandro Rossi'] },
  },
  {
    text: 'Termin mit Frau Sabine Krüger am 12.03. um 10 Uhr?',
    remove: { name: ['Sabine Krüger'] },
  },
  {
    text: 'Bin der Kevin, Azubi bei einem Autohaus. Könnt ihr mir was zu Chatbots erklären?',
    remove: { name: ['Kevin'] },
  },
  {
    text: "hello, name's Dave Robertson, we're a 40-person agency in Manchester",
    remove: { name: ['Dave Robertson'] },
  },
  {
    text: 'Ich, Jana Novak, möchte der Speicherung meiner Daten widersprechen.',
    remove: { name: ['Jana Novak'] },
  },
  {
    text: 'Meine Tochter Lea möchte ein Praktikum bei Ihnen machen.',
    remove: { name: ['Lea'] },
  },
  { text: 'Unterschrift: i.A. Carola Neumann', remove: { name: ['Carola Neumann'] } },
  {
    text: 'Gesendet von: Martina Vogt (Assistenz der Geschäftsführung)',
    remove: { name: ['Martina Vogt'] },
  },
  {
    text: 'Wann hätten Sie Zeit für ein Erstgespräch?\n\nAnna Kowalski\nBrandt Logistik GmbH',
    remove: { name: ['Anna Kowalski'] },
  },

  // several kinds in one message
  {
    text: 'Ich bin Petra Lang, erreichbar unter 0170 1234567 oder petra.lang@lang-consulting.de',
    remove: {
      name: ['Petra Lang'],
      phone: ['0170 1234567'],
      email: ['petra.lang@lang-consulting.de'],
    },
  },
  {
    text: "Hi, I'm Oliver Grant (oliver.grant@grantmfg.co.uk, 0113 496 0321), we make pumps in Leeds.",
    remove: {
      name: ['Oliver Grant'],
      email: ['oliver.grant@grantmfg.co.uk'],
      phone: ['0113 496 0321'],
    },
  },
  {
    text: 'Rechnung bitte an Helga Brückner, Gartenweg 4, 99084 Erfurt, IBAN DE11 4306 0967 8825 4137 00',
    remove: {
      name: ['Helga Brückner'],
      address: ['Gartenweg 4', '99084 Erfurt'],
      iban: ['DE11 4306 0967 8825 4137 00'],
    },
  },
  {
    text: 'Please call me on +49 89 2180 5544 – regards, Tim Becker',
    remove: { phone: ['+49 89 2180 5544'], name: ['Tim Becker'] },
  },
  {
    text: 'My name is Jean-Luc Martin, reach me at +33 6 12 34 56 78',
    remove: { name: ['Jean-Luc Martin'], phone: ['+33 6 12 34 56 78'] },
  },
  {
    text: 'Für Rückfragen: Herr Schmitz, 0201 8554 310',
    remove: { name: ['Schmitz'], phone: ['0201 8554 310'] },
  },
  {
    text: 'Bestellung von Fam. Yilmaz, Kastanienallee 22, 10435 Berlin',
    remove: { name: ['Yilmaz'], address: ['Kastanienallee 22', '10435 Berlin'] },
  },
  {
    text: 'Hi there, Ravi Patel here, Bristol BS1 4DJ – do you work with UK firms?',
    remove: { name: ['Ravi Patel'], address: ['BS1 4DJ'] },
  },
  {
    text: 'my email is j.smith@smithco.com and my number 020 7946 0321',
    remove: { email: ['j.smith@smithco.com'], phone: ['020 7946 0321'] },
  },
  {
    text: 'Sie erreichen Herrn Dipl.-Ing. Werner Faltermeier unter 08031 4099 12.',
    remove: { name: ['Werner Faltermeier'], phone: ['08031 4099 12'] },
  },
  {
    text: 'Grüße, Nadine Roth | Tel. +49 (0) 69 7560 3311 | n.roth@roth-immobilien.de',
    remove: {
      name: ['Nadine Roth'],
      phone: ['+49 (0) 69 7560 3311'],
      email: ['n.roth@roth-immobilien.de'],
    },
  },
];

export const businessMessages: readonly string[] = [
  'Wir verarbeiten 15000 Rechnungen im Monat – lohnt sich ein KI-Agent?',
  'Bieten Sie Monitoring 24/7 an?',
  'Können wir am 01.12.2026 mit dem Workshop starten?',
  'Wir haben 2500 Mitarbeiter an vier Standorten.',
  'How long does onboarding take, 6 months or 3 weeks?',
  'What does a workshop cost for a team of 12?',
  'Can your agent read scanned PDFs and extract line items into SAP S/4HANA 2023?',
  'Ist das DSGVO-konform, auch mit Hosting in Frankfurt?',
  'Do you support Microsoft 365 and SharePoint Online?',
  'Unser Kundenservice bekommt ca. 1.200 E-Mails pro Woche.',
  "We're based in Munich and Vienna, do you travel?",
  'Welche Modelle nutzen Sie – GPT-4o, Claude 3.5 Sonnet oder Llama 3.1 70B?',
  'Can Claude Sonnet handle German legal documents?',
  'Reicht ein Budget von 25.000 € für ein erstes Projekt?',
  'Our SLA requires 99.9% uptime – can you guarantee that?',
  'Wir wollen die Durchlaufzeit um 30 % senken.',
  'Is there a discount for NGOs, e.g. 20% off?',
  'Wir sind ein Familienunternehmen aus dem Schwarzwald mit 180 Beschäftigten.',
  'Does it work with Python 3.12 and Node 20?',
  'Läuft das auch auf unserem Server mit Ubuntu 22.04 LTS?',
  'We use version 2.4.1 of our internal API – any issue?',
  'Termin am Dienstag um 14:30 Uhr möglich?',
  'Could we meet on March 15, 2026 at 10:00 CET?',
  'Unsere Hotline ist Mo–Fr von 8 bis 18 Uhr besetzt, danach soll ein Bot übernehmen.',
  'Wie viele Tickets schafft der Agent pro Stunde, 500 oder 5000?',
  'Wir haben 3 Standorte: Linz, Graz und Salzburg.',
  'Is ISO 27001 certification required for your hosting?',
  'Brauchen wir einen AV-Vertrag nach Art. 28 DSGVO?',
  'The pilot ran from 2025-09-01 to 2025-11-30 and saved 420 hours.',
  'Can you integrate with Salesforce, HubSpot and Zendesk?',
  'Wir nutzen DATEV und Lexware, geht das zusammen?',
  'Kostet das pro Nutzer oder pauschal? Wir wären ca. 45 Nutzer.',
  'Our warehouse ships 8,000 parcels a day from Leeds.',
  'Was passiert bei mehr als 10.000 Anfragen pro Tag?',
  'Gibt es eine Testphase von 14 Tagen?',
  'Wie schnell antworten Sie?',
  'Will it work on mobile devices?',
  'May we see a demo in June?',
  'Max. 20 Nutzer im ersten Schritt – ist das zu klein?',
  'Wir suchen Unterstützung im Bereich Predictive Maintenance für 40 CNC-Maschinen.',
  'How much is the follow-up after the workshop, roughly?',
  'Ist eine On-Premise-Installation in unserem Rechenzentrum in Nürnberg möglich?',
  'We are a law firm with 60 lawyers in London and Edinburgh.',
  'Welche Branchen betreuen Sie? Wir sind im Maschinenbau.',
  'Können Sie Angebote in 40 Minuten statt 8 Stunden erstellen?',
  'Does the agent support English, German and French?',
  'Unser Umsatz liegt bei 12 Mio. Euro, die IT besteht aus 3 Leuten.',
  'Is the price €4,900 per agent or per month?',
  "What's the difference between the 2-day and the 1-day workshop?",
  'Wir haben 1,2 Mio. Datensätze in einer Access-Datenbank von 2009.',
  'Reicht ein Rechner mit 64 GB RAM und einer RTX 4090?',
  'Can the bot answer in under 2 seconds?',
  'Wir planen den Go-live für Q2 2027, ist das realistisch?',
  'Ab KW 48 hätten wir Zeit.',
  'Lieferzeiten von 48h sind bei uns Standard – kann die KI Liefertermine vorhersagen?',
  'The invoices come in as XML (ZUGFeRD 2.1 and XRechnung 3.0).',
  'Wir erhalten Bestellungen per Fax, ca. 300 am Tag.',
  'Do you have references in insurance, ideally in Austria?',
  'Haben Sie Referenzen aus der Logistik?',
  'How do you measure ROI after 6 months?',
  'Geht das mit Azure OpenAI in der Region Germany West Central?',
  'Was kostet der Betrieb pro Monat bei 50.000 Anfragen?',
  'We process 15,000 invoices per year.',
  'Unsere Produktion läuft im 3-Schicht-Betrieb, 24/7.',
  'Can agents work 24x7 without supervision?',
  'Sind 1.500 € Tagessatz üblich?',
  'Wir wachsen um 15 % pro Jahr und brauchen mehr Automatisierung im Einkauf.',
  'Is Windows Server 2019 supported?',
  'Kann der Agent Lieferscheine mit Artikelnummern wie 4711-0815 erkennen?',
  'Wie funktioniert die Übergabe an einen Mitarbeiter?',
  'Wir haben 80 Filialen in Bayern und Baden-Württemberg.',
  'Dauert die Einführung 6–8 Wochen pro Agent?',
  'Can you help a 12-person startup in Berlin?',
  'Unser ERP ist Microsoft Dynamics 365 Business Central, Version 23.',
  'Wir möchten 2026 mit einem Pilotprojekt beginnen und 2027 skalieren.',
  'How many languages does the voice agent speak?',
  'Are there hidden costs beyond the 3-6 month project?',
  'Wer ist Ihr Hosting-Partner? AWS in eu-central-1?',
  'Wir sind Zulieferer der Robert Bosch GmbH – brauchen wir TISAX?',
  'Wie sicher sind die Daten bei 256-Bit-Verschlüsselung?',
  'Schafft die KI 95 % Genauigkeit bei handschriftlichen Formularen?',
  'Im Schnitt dauert ein Angebot bei uns 3,5 Stunden.',
  'Unsere Kunden rufen oft zwischen 7:00 und 9:30 an.',
  'Can the assistant book appointments in Outlook?',
  'Gibt es eine Mindestlaufzeit von 12 Monaten?',
  'Do you offer training for 200 employees in 5 countries?',
  'Wir haben eine Kundennummer-Struktur wie KD-2024-00815.',
  'Der Workshop am 3. und 4. Dezember in Wien – geht das?',
  'What happens after the 90-day pilot?',
  'Geht das mit Shopware 6 und einem Warenwirtschaftssystem von 2015?',
  'Kann man Alexa oder Google Assistant anbinden?',
  'Is Jira Service Management supported for ticket triage?',
  'Können Sie Telefonate transkribieren, etwa 200 Anrufe am Tag?',
  'We have 4 call centres with 350 agents in Glasgow and Cardiff.',
  'Grace period for cancelling the contract?',
  'Wie hoch ist die Fehlerquote nach 3 Monaten Betrieb?',
  'Die Rechnungen haben Beträge zwischen 50 und 250.000 Euro.',
  'Our fiscal year ends on 31/03/2026, can we start before?',
  'Brauchen wir dafür eine eigene GPU oder reicht die Cloud?',
  'Wir sind 2019 gegründet und haben heute 75 Leute.',
  'Is Llama 3 free for commercial use with more than 700 million users?',
  'Kann das System 3 Sprachen gleichzeitig: Deutsch, Englisch und Türkisch?',
  'Hallo! Was macht Ihr genau?',
  "Hi, what's the fastest way to start with AI in customer service?",
  'Guten Morgen, wir sind ein Steuerbüro mit 25 Mitarbeitenden in Ulm.',
  'I am interested in AI agents for 2026.',
  'Ich bin Geschäftsführer eines Unternehmens mit 250 Mitarbeitenden.',
  "I'm looking for help with document processing in a hospital.",
  'Ich bin auf der Suche nach einem Partner für KI-Telefonie.',
  'This is urgent: our support backlog is 3 weeks.',
  'Hier ist unsere Frage: Geht das auch ohne Cloud?',
  'Wir haben ein Lager in 4 Hallen mit je 12.000 m².',
  'Preis pro 1.000 Tokens?',
  'Does the Pro plan include 5,000 conversations per month?',
  'Wir nutzen SAP Business One 10.0 FP 2311.',
  'Kann der Agent Reisekosten nach BRKG abrechnen?',
  'Thanks, that helps a lot!',
  'Danke, das war hilfreich.',
  "Best regards from the whole team, we'll be in touch.",
  'Viele Grüße aus Stuttgart!',
  'Wie lange dauert die Integration in Navision 2018?',
  'Do you work with companies in Zurich or Basel?',
  'Ist die Lösung BSI C5 testiert?',
  'Was kostet es, 40.000 Seiten Verträge zu analysieren?',
  'Kann ich die Antworten bis 17:00 Uhr freigeben lassen?',
  'We had 1.3 million chatbot sessions in 2025.',
  'Können wir den Bot für unseren Webshop auf shop.example.de einsetzen?',
  'See https://www.example.com/pricing for what we pay today.',
  'Unsere Telefonanlage ist eine Starface Compact, geht das?',
  'Haben Sie Kunden mit mehr als 10000 Mitarbeitern?',
  'Unsere Artikel haben EAN-Codes wie 4006381333931, kann das System die lesen?',
  'Can the bot handle order numbers like 100-2345678-1234567?',
  'Wir bauen 1200 Fenster pro Monat in Rosenheim.',
  'Was bedeutet Human-in-the-Loop bei Ihnen?',
  'Unser Vertriebsleiter möchte wissen, wie viele Leads die KI pro Woche qualifiziert.',
  'Does the workshop include a roadmap for 12 months?',
  'Brauchen wir eine Schnittstelle zu Personio oder reicht ein CSV-Export?',
  'Can you compare Claude, Gemini and GPT for summarising 200-page tenders?',
  'Kann man Ruby on Rails anbinden?',
  'Our Jenkins pipeline runs 300 builds a day; could an agent triage failures?',
  'Wir sind ein Pflegedienst in Oberhausen mit 120 Mitarbeiterinnen.',
  'Ist der Workshop am 15.01. oder am 22.01.2027?',
  'Unsere Maschinen laufen mit Siemens S7-1500, lassen sich die Daten auslesen?',
  'Kosten 2 Agenten zusammen weniger als 9.800 €?',
  'Do you need access to our AWS account 123456789012 or just a read-only role?',
];
