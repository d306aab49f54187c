/**
 * isiZulu shell strings (the /zu/ pages of the South African brands). SPEC's quoted English messages (errors,
 * validation, toasts) are not listed: they stay word for word in English, as does any string not translated yet.
 */

import type { Translation } from './translation';

export const zu: Translation = {
  common: {
    signIn: 'Ngena',
    signUp: 'Bhalisa',
    signOut: 'Phuma',
    deposit: 'Faka imali',
    balance: 'Ibhalansi',
    loading: 'Iyalayisha...',
    home: 'Ikhaya',
  },
  home: {
    title: 'Ikhaya',
    welcome: (brand) => `Siyakwamukela ku-${brand}`,
    signedOutIntro: 'Bhalisa ngenombolo yakho yocingo ngomzuzu owodwa, bese ufaka ivawusha ukuze uqale ukudlala.',
    signedInIntro: 'Ibhalansi yakho ivuselelwa njalo. Faka ivawusha ukuze wengeze imali.',
  },
  auth: {
    title: 'Ngena noma Bhalisa',
    phone: 'Inombolo yocingo',
    password: 'Iphasiwedi',
    code: 'Ikhodi',
    firstName: 'Igama',
    lastName: 'Isibongo',
    continue: 'Qhubeka',
    verify: 'Qinisekisa',
    codeSent: (phone) => `Sithumele ikhodi enezinombolo ezi-4 ku-${phone}.`,
  },
  cashin: {
    title: 'Faka imali ngevawusha',
    voucherCode: 'Ikhodi yevawusha',
    apply: 'Sebenzisa',
    amount: 'Inani',
    confirm: 'Qinisekisa',
    cancel: 'Khansela',
    voucherBalance: (amount) => `Ibhalansi yevawusha: ${amount}`,
    success: (amount) => `Imali yakho engu-${amount} ifakwe ngempumelelo.`,
    canceled: 'Ivawusha ayifakwanga.',
  },
  footer: {
    privacy: 'Inqubomgomo Yobumfihlo',
    licence: 'Ilayisensi',
    language: 'Ulimi',
  },
  notFound: { title: 'Ikhasi alitholakalanga' },
};
