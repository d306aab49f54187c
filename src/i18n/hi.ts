/**
 * Hindi shell strings (the /hi/ pages of the Indian brand). SPEC's quoted English messages (errors, validation,
 * toasts) are not listed: they stay word for word in English, as does any string not translated yet.
 */

import type { Translation } from './translation';

export const hi: Translation = {
  common: {
    signIn: 'साइन इन करें',
    signUp: 'साइन अप करें',
    signOut: 'साइन आउट करें',
    deposit: 'जमा करें',
    balance: 'बैलेंस',
    loading: 'लोड हो रहा है...',
    home: 'होम',
  },
  home: {
    title: 'होम',
    welcome: (brand) => `${brand} में आपका स्वागत है`,
    signedOutIntro: 'अपने फ़ोन नंबर से एक मिनट में साइन अप करें और खेलना शुरू करने के लिए पैसे जमा करें।',
    signedInIntro: 'आपका बैलेंस लाइव अपडेट होता है। टॉप अप करने के लिए पैसे जमा करें।',
  },
  auth: {
    title: 'साइन इन या साइन अप करें',
    phone: 'फ़ोन नंबर',
    password: 'पासवर्ड',
    code: 'कोड',
    firstName: 'पहला नाम',
    lastName: 'अंतिम नाम',
    continue: 'जारी रखें',
    verify: 'सत्यापित करें',
    codeSent: (phone) => `हमने ${phone} पर 4 अंकों का कोड भेजा है।`,
  },
  cashin: {
    title: 'वाउचर से जमा करें',
    voucherCode: 'वाउचर कोड',
    apply: 'लागू करें',
    amount: 'राशि',
    confirm: 'पुष्टि करें',
    cancel: 'रद्द करें',
    voucherBalance: (amount) => `वाउचर बैलेंस: ${amount}`,
    success: (amount) => `आपकी ${amount} की जमा राशि सफल रही।`,
    canceled: 'वाउचर लोड नहीं किया गया।',
  },
  footer: {
    privacy: 'गोपनीयता नीति',
    licence: 'लाइसेंस',
    language: 'भाषा',
  },
  notFound: { title: 'पेज नहीं मिला' },
};
