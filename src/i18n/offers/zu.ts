/** The offers' and the welcome's texts in isiZulu (the /zu/ pages of the South African brands). */

import type { OffersMessages } from './en';

export const offersZu: OffersMessages = {
  stripLabel: 'Okokwamukela',
  stripMore: (count) => (count === 1 ? 'Bona okunikezwayo nemigomo yakho' : `Bona konke okungu-${count} nemigomo`),
  offersTitle: 'Amabhonasi akhona manje',
  offersIntro: 'Bhalisa ukuze uwathathe. Yonke imithetho ingaphansi kwebhonasi ngayinye, ngamagama alula.',
  none: 'Ayikho ibhonasi okwamanje. Buya maduze.',
  signUp: 'Bhalisa',
  signUpFor: (title) => `Bhalisela ${title}`,
  seeBonus: 'Bona ibhonasi',
  terms: 'Imigomo',
  loading: 'Kulayishwa okunikezwayo',
  failed: 'Okunikezwayo akulayishekanga. Sicela uzame futhi.',
  retry: 'Zama futhi',
  welcomeTitle: (name) => (name ? `Siyakwamukela, ${name}!` : 'Siyakwamukela!'),
  welcomeIntro: 'I-akhawunti yakho isilungile. Faka imali okokuqala ukuze uqale ukudlala.',
  welcomeIntroPlay:
    'I-akhawunti yakho isilungile. Yonke imidlalo lapha idlalwa ngokuzijabulisa ngebhalansi yakho yokudlala.',
  firstDepositTitle: 'Ibhonasi yakho yokufaka imali okokuqala',
  takeBonus: 'Thatha ibhonasi',
  depositWith: 'Faka imali nge',
  limitsLine: 'Kugcine kumnandi: setha imikhawulo yokufaka imali ngaphambi kokudlala.',
  limitsLink: 'Setha imikhawulo yokufaka imali',
  later: 'Mhlawumbe kamuva',
};
