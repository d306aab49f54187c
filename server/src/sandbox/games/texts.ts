/**
 * A sandbox game page's words, one table per language the sites have (en, zu for isiZulu, hi for Hindi). The launch
 * address's optional `lang` picks the table (an unknown one is English); play-page.ts prints the page's own words
 * and sets `<html lang>`, and hands the script its words in the page data (page-data.ts), so that no word is asked
 * for separately. The words are the site's own for the same things (src/i18n/zu.ts, hi.ts: Ibhalansi, दांव…).
 */

export const GAME_LANGUAGES = ['en', 'zu', 'hi'] as const;
export type GameLanguage = (typeof GAME_LANGUAGES)[number];

/** The launch's `lang` as a page language: one the pages have, English otherwise. */
export function gameLanguage(raw: string | undefined): GameLanguage {
  const code = (raw ?? '').toLowerCase();
  return (GAME_LANGUAGES as readonly string[]).includes(code) ? (code as GameLanguage) : 'en';
}

/** The words the page's script writes (shell.ts and the engines' scripts). Money comes formatted, per currency. */
export interface ClientTexts {
  youWin: string;
  betBack: string;
  partBack: string;
  noWin: string;
  expired: string;
  noFunds: string;
  gameBlock: string;
  gameNotFound: string;
  tooMany: string;
  connectionLost: string;
  unknownError: string;
  spinTheWheel: string;
  spinning: string;
  emptySegment: string;
  theWheel: string;
  betsThisRound: string;
  noOtherBets: string;
  lost: string;
}

/** The words the page prints (play-page.ts). */
export interface PageTexts {
  /** The play button, by engine kind. */
  spin: string;
  draw: string;
  bet: string;
  balance: string;
  playBalance: string;
  lowerBet: string;
  raiseBet: string;
  backToLobby: string;
  rules: string;
  provablyFair: string;
  client: ClientTexts;
}

/** `{win}`, `{bet}`: money already formatted, filled in by the script. */
export const GAME_TEXTS: Readonly<Record<GameLanguage, PageTexts>> = {
  en: {
    spin: 'Spin',
    draw: 'Draw',
    bet: 'Bet',
    balance: 'Balance',
    playBalance: 'Play balance',
    lowerBet: 'Lower the bet',
    raiseBet: 'Raise the bet',
    backToLobby: 'Back to lobby',
    rules: 'Rules',
    provablyFair: 'Provably fair',
    client: {
      youWin: 'You win {win}',
      betBack: 'Your {bet} bet back',
      partBack: '{win} back of your {bet} bet',
      noWin: 'No win this time',
      expired: 'Your game session has expired. Go back to the lobby and open the game again.',
      noFunds: 'Insufficient funds. Lower the bet or add funds in the lobby.',
      gameBlock: 'Your access to games is currently blocked. Please contact the Support Team for assistance.',
      gameNotFound: 'Game not found.',
      tooMany: 'Too many rounds at once. Wait a moment and play again.',
      connectionLost: 'Connection lost. Check your connection and play again.',
      unknownError: 'An unknown error occurred.',
      spinTheWheel: 'Spin the wheel',
      spinning: 'Spinning…',
      emptySegment: 'Empty segment',
      theWheel: 'The wheel',
      betsThisRound: 'Bets this round',
      noOtherBets: 'No other bets yet',
      lost: 'Lost',
    },
  },
  zu: {
    spin: 'Jikisa',
    draw: 'Donsa',
    bet: 'Ukubheja',
    balance: 'Ibhalansi',
    playBalance: 'Ibhalansi yokudlala',
    lowerBet: 'Yehlisa ukubheja',
    raiseBet: 'Khuphula ukubheja',
    backToLobby: 'Buyela endaweni yemidlalo',
    rules: 'Imithetho',
    provablyFair: 'Ukulunga okufakazelekayo',
    client: {
      youWin: 'Uwine {win}',
      betBack: 'Ukubheja kwakho kuka-{bet} kubuyile',
      partBack: 'Kubuye {win} kokubheja kwakho kuka-{bet}',
      noWin: 'Akuwinile kulokhu',
      expired: 'Isikhathi sakho somdlalo siphelile. Buyela endaweni yemidlalo bese uvula umdlalo futhi.',
      noFunds: 'Imali ayanele. Yehlisa ukubheja noma ufake imali endaweni yemidlalo.',
      gameBlock: 'Ukufinyelela kwakho emidlalweni kuvinjiwe okwamanje. Sicela uxhumane nethimba losizo.',
      gameNotFound: 'Umdlalo awutholakalanga.',
      tooMany: 'Mingi kakhulu imizuliswano ngesikhathi esisodwa. Linda kancane bese udlala futhi.',
      connectionLost: 'Uxhumano lunqamukile. Hlola uxhumano lwakho bese udlala futhi.',
      unknownError: 'Kwenzeke iphutha elingaziwa.',
      spinTheWheel: 'Jikisa isondo',
      spinning: 'Liyajikeleza…',
      emptySegment: 'Ingxenye engenalutho',
      theWheel: 'Isondo',
      betsThisRound: 'Ukubheja kwalo mzuliswano',
      noOtherBets: 'Akukabi khona okunye ukubheja',
      lost: 'Kulahlekile',
    },
  },
  hi: {
    spin: 'स्पिन करें',
    draw: 'ड्रॉ करें',
    bet: 'दांव',
    balance: 'बैलेंस',
    playBalance: 'प्ले बैलेंस',
    lowerBet: 'दांव घटाएं',
    raiseBet: 'दांव बढ़ाएं',
    backToLobby: 'लॉबी पर वापस जाएं',
    rules: 'नियम',
    provablyFair: 'साबित करने योग्य निष्पक्षता',
    client: {
      youWin: 'आप {win} जीते',
      betBack: 'आपका {bet} का दांव वापस',
      partBack: 'आपके {bet} के दांव में से {win} वापस',
      noWin: 'इस बार कोई जीत नहीं',
      expired: 'आपका गेम सत्र समाप्त हो गया है। लॉबी पर वापस जाएं और गेम फिर से खोलें।',
      noFunds: 'पर्याप्त बैलेंस नहीं है। दांव घटाएं या लॉबी में पैसे जोड़ें।',
      gameBlock: 'गेम तक आपकी पहुंच अभी रोकी गई है। कृपया सहायता के लिए सपोर्ट टीम से संपर्क करें।',
      gameNotFound: 'गेम नहीं मिला।',
      tooMany: 'एक साथ बहुत सारे राउंड। थोड़ा रुकें और फिर से खेलें।',
      connectionLost: 'कनेक्शन टूट गया। अपना कनेक्शन जांचें और फिर से खेलें।',
      unknownError: 'एक अज्ञात त्रुटि हुई।',
      spinTheWheel: 'चक्र घुमाएं',
      spinning: 'घूम रहा है…',
      emptySegment: 'खाली खाना',
      theWheel: 'चक्र',
      betsThisRound: 'इस राउंड के दांव',
      noOtherBets: 'अभी कोई और दांव नहीं',
      lost: 'हारे',
    },
  },
};
