/**
 * Which language a conversation is in: the one the visitor writes (German or English). A message
 * too short or too mixed to tell ("Workshop?", "ROI") takes the language of the visitor's earlier
 * messages, and a conversation that never gave one takes the language of the page it is held on
 * (German for `de`, English for anything else). Both providers answer in it, and the site's
 * hand-off leads to the contact page in it: chat-ai and the site import this one file.
 */
import type { ChatTurn } from './chat-contract.ts';

export type ReplyLanguage = 'en' | 'de';

/**
 * Frequent German and English words, lower case; words both languages use (in, an, so, was, will,
 * also…) are in neither list.
 */
const GERMAN = new Set(
  (
    'aber als auch auf aus bei beim bin bis bitte da damit dann das dass dem den denn der des ' +
    'dich die dies diese dieser dieses dir du durch ein eine einem einen einer eines er es etwas euch ' +
    'euer eure für gibt gern gerne habe haben habt hat hier ich ihr ihre im ist ja jetzt kann kannst ' +
    'kein keine können könnt mehr mein meine mich mir mit muss müssen nach nicht noch nur ob oder ' +
    'ohne schon sehr sich sie sind über uns unser unsere und viel vom von vor war was weil welche ' +
    'welcher wenn wer werden wie wieso wir wird wo wurde würde zu zum zur zwei danke hallo genau ' +
    'ungefähr bereits kosten dauert läuft gemacht macht machen ihnen unsere eigentlich'
  ).split(' '),
);
const ENGLISH = new Set(
  (
    'a about after all and any are as at be because been before but by can could did do ' +
    'does doing for from get got had has have he her here him his how i if into is it its just ' +
    'like me more most my need no not now of on only or our out over please she should some such ' +
    'than that the their them then there these they this those to too us very we were what when ' +
    'where which while who why with would you your yours thanks hello hi whats what’s ' +
    "what's don't we're you're it's i'm"
  ).split(' '),
);

/**
 * The language of one text, or null when it is too short or too mixed to tell. German needs more
 * German than English signal words (umlauts and ß count as German signal), and vice versa; fewer
 * than two signals in total is unclear.
 */
export function detectLanguage(text: string): ReplyLanguage | null {
  const words = text.toLowerCase().match(/[\p{L}’']+/gu) ?? [];
  let german = 0;
  let english = 0;
  for (const word of words) {
    if (GERMAN.has(word)) german++;
    else if (/[äöüß]/.test(word)) german++;
    if (ENGLISH.has(word)) english++;
  }
  if (german + english < 2 || german === english) return null;
  return german > english ? 'de' : 'en';
}

/** The language of the reply: the visitor's latest clear message, else the page's language. */
export function replyLanguage(
  messages: readonly Pick<ChatTurn, 'role' | 'content'>[],
  page: string,
): ReplyLanguage {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message?.role !== 'user') continue;
    const detected = detectLanguage(message.content);
    if (detected) return detected;
  }
  return page === 'de' ? 'de' : 'en';
}
