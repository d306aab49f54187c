/** The offers' and the welcome's texts in Hindi (the /hi/ pages of the India brand). */

import type { OffersMessages } from './en';

export const offersHi: OffersMessages = {
  stripLabel: 'स्वागत ऑफ़र',
  stripMore: (count) => (count === 1 ? 'ऑफ़र और उसकी शर्तें देखें' : `सभी ${count} ऑफ़र और शर्तें देखें`),
  offersTitle: 'अभी चल रहे बोनस',
  offersIntro: 'इन्हें लेने के लिए साइन अप करें। हर बोनस के नीचे उसके सभी नियम आसान शब्दों में हैं।',
  none: 'अभी कोई बोनस नहीं चल रहा है। जल्द फिर देखें।',
  signUp: 'साइन अप करें',
  signUpFor: (title) => `${title} के लिए साइन अप करें`,
  seeBonus: 'बोनस देखें',
  terms: 'शर्तें',
  loading: 'ऑफ़र लोड हो रहे हैं',
  failed: 'ऑफ़र लोड नहीं हुए। कृपया फिर से प्रयास करें।',
  retry: 'फिर से प्रयास करें',
  welcomeTitle: (name) => (name ? `स्वागत है, ${name}!` : 'स्वागत है!'),
  welcomeIntro: 'आपका खाता तैयार है। खेलना शुरू करने के लिए अपनी पहली जमा करें।',
  welcomeIntroPlay: 'आपका खाता तैयार है। यहाँ हर गेम आपके प्ले बैलेंस पर मनोरंजन के लिए खेला जाता है।',
  firstDepositTitle: 'आपका पहली जमा का बोनस',
  takeBonus: 'बोनस लें',
  depositWith: 'इससे जमा करें',
  limitsLine: 'खेल को मज़ेदार रखें: खेलने से पहले जमा सीमाएँ तय करें।',
  limitsLink: 'जमा सीमाएँ तय करें',
  later: 'बाद में',
};
