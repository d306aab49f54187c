/**
 * A sandbox game page's words in isiZulu, key for key as texts-en.ts, in the site's own words (src/i18n/zu.ts:
 * Ibhalansi, Imali, Ibhonasi, khipha imali, indiza). Game and symbol names the players know in English keep their
 * English root (i-wild, i-scatter, ama-bar).
 */

import type { PageTexts } from './texts';

export const ZU: PageTexts = {
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
  engineRules: {
    slot:
      'Amarili angu-5, imigqa evundlile engu-3 nemigqa yokukhokha engu-{lines}. Ukubheja kwabelwa imigqa ' +
      'ngokulinganayo; izimpawu ezifanayo ezingu-3, 4 noma 5 ezilandelanayo kusukela erilini lesobunxele ' +
      'ziyakhokha emgqeni, futhi i-wild ingena esikhundleni sanoma yiluphi uphawu. RTP {rtp}.',
    classic:
      'Amarili angu-3, imigqa evundlile engu-3 nemigqa yokukhokha engu-{lines} (imigqa evundlile nemigqa ' +
      'ethambekile). Ukubheja kwabelwa imigqa ngokulinganayo; umugqa ukhokha izimpawu ezintathu ezifanayo, noma ' +
      'yimaphi ama-bar amathathu, noma ama-cherry kusukela erilini lesobunxele (elilodwa, amabili noma amathathu). ' +
      'RTP {rtp}.',
    ways:
      'Amarili angu-5, imigqa evundlile engu-3 nezindlela ezingu-243: uphawu luyakhokha uma luvela noma kuphi ' +
      'erilini lesobunxele nakurili ngalinye elilandelayo, emarilini angu-3, 4 noma 5 alandelanayo, futhi ' +
      'inkokhelo iphindwa ngenani lezindlela. I-wild, evela emarilini aphakathi, ingena esikhundleni sazo zonke ' +
      'izimpawu ngaphandle kwe-scatter. Ama-scatter angu-{scatters} noma ngaphezulu noma kuphi ayakhokha futhi ' +
      'aqalise ukujikisa kwamahhala okungu-{spins}, ukuwina ngakunye ×{multiplier}; ukujikisa kwamahhala ' +
      'kuyingxenye yokujikisa okukuqalisile, futhi ukuwina kwakho kukhokhwa kanye nakho. RTP {rtp}.',
    tumble:
      'Amakholomu angu-{columns} nemigqa evundlile engu-{rows}, ayikho imigqa yokukhokha: izimpawu ezifanayo ' +
      'ezingu-{min} noma ngaphezulu noma kuphi ziyakhokha. Izimpawu eziwinile ziyaqhuma, ezingenhla kwazo ziwela ' +
      'phansi bese kungena ezintsha zivela phezulu, futhi ukuwina okusha ngakunye kuyakhokha futhi, kuphindwe ' +
      'ngesiphindaphindi sokuwa: {multipliers} kuqhubeke. Konke ukuwa kuyingxenye yokujikisa, futhi kukhokhwa ' +
      'kanye nakho. RTP {rtp}.',
    'hold-and-win':
      'Amarili angu-5, imigqa evundlile engu-3 nemigqa yokukhokha engu-{lines}: ukubheja kwabelwa imigqa ' +
      'ngokulinganayo, futhi izimpawu ezifanayo ezingu-3, 4 noma 5 ezilandelanayo kusukela erilini lesobunxele ' +
      'ziyakhokha emgqeni. Izinhlamvu zemali zikhombisa inani lazo; ezingu-{coins} noma ngaphezulu ziqalisa ' +
      'ukujikisa kabusha okungu-{respins}: izinhlamvu zemali ziyahlala, ezinye izindawo ziyajika futhi, futhi ' +
      'uhlamvu lwemali olusha ngalunye luyahlala bese lubuyisela ukujikisa kabusha ku-{respins}. Bese uhlamvu ' +
      'lwemali ngalunye lukhokha inani lalo, futhi izinhlamvu zemali kuzo zonke izindawo ezingu-{places} ' +
      'zikhokha nomklomelo omkhulu, {grand} ukubheja. Ukujikisa kabusha kuyingxenye yokujikisa okukuqalisile. ' +
      'RTP {rtp}.',
    wheel:
      'Isondo lima kwesinye sezingxenye zalo ezingu-{segments}, ngayinye inethuba elilingana nelezinye, futhi ' +
      'likhokha ukubheja kuphindwe ngesiphindaphindi saleyo ngxenye. RTP {rtp}.',
    fafi:
      'Bheja enombolweni eyodwa kusukela ku-1 kuya ku-{numbers}: ngayinye imele iphupho eshadini, ongalisesha ' +
      'ngalokho okuphuphile. Kukhishwa inombolo eyodwa, ngayinye inethuba elilingana nelezinye. Eyakho ikhokha ' +
      'u-{pays} ku-1: ukubheja kwakho kuyabuya kanye nokuphindwe izikhathi ezingu-{pays}. Amashadi amaphupho ' +
      'ahlukile emiphakathini ngemiphakathi; leli ngelethu. RTP {rtp}.',
    'lucky-numbers':
      'Khetha izinombolo ezisuka ku-1 kuya ku-{picks} phakathi kuka-1 no-{pool}; kukhishwa ezingu-{drawn}. Uma ' +
      'izinombolo zakho eziningi zikhishwa, ukubheja kukhokha kakhulu (ithebula likhombisa inkokhelo yesibalo ' +
      'sakho). RTP {low} kuya ku-{high}.',
    roulette:
      'I-roulette yaseYurophu, enoziro oyedwa. Inombolo eyodwa ikhokha u-35 ku-1, idazini noma ikholomu u-2 ku-1, ' +
      'ebomvu, emnyama, engabhangqiwe, ebhangqiwe, 1–18 no-19–36 u-1 ku-1; uziro akayena nanoma yikuphi ' +
      'kwalokhu. RTP {rtp}.',
    crash:
      'Bonke abadlali babelana ngomzuliswano. Ukubheja kwamukelwa imizuzwana engu-{seconds}, bese ' +
      'isiphindaphindi sikhuphuka kusukela ku-1.00× kuze kube yilapho indiza ihamba. Khipha imali ngaphambi ' +
      'kokuba ihambe ukuze uwine ukubheja kuphindwe ngesiphindaphindi esibonakalayo; ukukhipha imali ' +
      'ngokuzenzakalela kukhokha lapho isiphindaphindi sifika kukho; ukubheja okusekhona lapho indiza ihamba ' +
      'kuyalahleka. RTP {rtp}.',
  },
  fair: {
    intro:
      'Ngaphambi komzuliswano ngamunye umdlalo uzibophezela embewini yeseva eyimfihlo ngokukhombisa i-SHA-256 ' +
      'yayo; ngemva komzuliswano uyayiveza imbewu, ukuze ukwazi ukuhlola ukuthi umzuliswano wanqunywa ngaphambi ' +
      'kokuba udlale.',
    crashIntro:
      'Bonke abadlali babelana ngomzuliswano. Ngaphambi kokuthi wamukele ukubheja, umdlalo uzibophezela embewini ' +
      'yawo yeseva eyimfihlo ngokukhombisa i-SHA-256 yayo; lapho indiza ihamba uyayiveza imbewu, ukuze ukwazi ' +
      'ukuhlola ukuthi iphuzu le-crash lanqunywa ngaphambi kokuba kubheje noma ubani.',
    nextCommitment: 'Isethembiso somzuliswano olandelayo (SHA-256)',
    thisCommitment: 'Isethembiso salo mzuliswano (SHA-256)',
    clientSeed: 'Imbewu yakho (client seed)',
    lastRound: 'Umzuliswano wokugcina',
    shownBefore: 'Isethembiso esaboniswa ngaphambi kwawo',
    seedRevealed: 'Imbewu yeseva, seyivezwe',
    clientNonce: 'Imbewu yakho · i-nonce',
    roundClient: 'Umzuliswano · imbewu (client seed)',
    crashPoint: 'Iphuzu le-crash',
    howTo: 'Indlela yokuhlola',
    checkSeed:
      'I-SHA-256 yembewu yeseva evezwe (umbhalo wayo) kumele ifane nesethembiso esaboniswa ngaphambi ' +
      'komzuliswano.',
    words:
      'Izinombolo zomzuliswano ngamagama angama-32-bit (big-endian) e-HMAC-SHA256, imbewu yeseva iwukhiye futhi ' +
      '{message} uwumlayezo (bese {more} ngamagama engeziwe).',
    message: 'client seed:nonce:0',
    below:
      'Inombolo engaphansi kuka-n yigama w elingaphansi kuka-2³² − (2³² mod n), elithathwa njengo-w mod n; ' +
      'amagama amakhulu kunalawo ayeqiwa.',
    crashWords:
      'Amagama omzuliswano ngamagama angama-32-bit (big-endian) e-HMAC-SHA256, imbewu yeseva iwukhiye futhi ' +
      '{message} uwumlayezo.',
    crashMessage: 'round id:0:0',
    crashPointFrom:
      'Igama lokuqala k elingaphansi kuka-2³² linikeza iphuzu le-crash ⌊97 · 2³² / (2³² − k)⌋ ngamakhulu ' +
      '(okungenani 1.00×, okungeqile ku-10 000×).',
  },
  motifs: {
    anchor: 'Ihange',
    balls: 'Amabhola',
    bolt: 'Umbani',
    cherries: 'Ama-cherry',
    chips: 'Ama-chip',
    clock: 'Iwashi',
    clover: 'I-clover',
    coins: 'Izinhlamvu zemali',
    cricket: 'Ikhilikithi',
    crown: 'Umqhele',
    diya: 'I-diya',
    dream: 'Iphupho',
    drum: 'Isigubhu',
    gear: 'Igiya',
    gem: 'Itshe eliyigugu',
    ingot: 'Izinsimbi zegolide',
    keno: 'I-keno',
    lotus: 'I-lotus',
    moon: 'Inyanga',
    peacock: 'Ipikoko',
    plane: 'Indiza',
    protea: 'I-protea',
    pyramid: 'Iphiramidi',
    rocket: 'Irokhethi',
    roulette: 'I-roulette',
    seven: 'Isikhombisa',
    snowflake: 'Iqhwa',
    star: 'Inkanyezi',
    sun: 'Ilanga',
    tree: 'Isihlahla',
    wheel: 'Isondo',
  },
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
    cash: 'Imali {amount}',
    bonus: 'Ibhonasi {amount}',
    fair: {
      noCrypto: 'Hlola imbewu nganoma yiliphi ithuluzi le-SHA-256 (lesi siphequluli asikwazi lapha).',
      seedMatches: '✓ I-SHA-256 yembewu iyafana nesethembiso esaboniswa ngaphambi komzuliswano.',
      seedDiffers: '✗ I-SHA-256 yembewu ayifani nesethembiso.',
      replaySame: '✓ Kuphindwe kulesi siphequluli kusukela ezimbewini: umphumela ofanayo.',
      replayDifferent: '✗ Kuphindwe kulesi siphequluli kusukela ezimbewini: umphumela ohlukile.',
      crashReplaySame: '✓ Kuphindwe kulesi siphequluli kusukela embewini: iphuzu le-crash elifanayo.',
      crashReplayDifferent: '✗ Kuphindwe kulesi siphequluli kusukela embewini: iphuzu le-crash elihlukile.',
      nextRoundOpens: 'Kuzoboniswa lapho kuvula umzuliswano olandelayo',
    },
    symbols: {
      cherry: 'I-cherry',
      lemon: 'Ulamula',
      orange: 'Iwolintshi',
      plum: 'Ipulamu',
      bell: 'Insimbi',
      bar: 'I-bar',
      'double-bar': 'I-bar ephindwe kabili',
      'triple-bar': 'I-bar ephindwe kathathu',
      blank: 'Akukho lutho',
      seven: 'Isikhombisa',
      wild: 'I-wild',
      scatter: 'I-scatter',
      ten: 'Ishumi',
      jack: 'I-jack',
      queen: 'Indlovukazi',
      king: 'Inkosi',
      ace: 'I-ace',
      empty: 'Akunalutho',
      coin: 'Uhlamvu lwemali, {value} ukubheja',
    },
    paytable: {
      symbol: 'Uphawu',
      lineBet: 'Ithebula lokukhokha (ukubheja komugqa ×)',
      pays: 'Ikhokha',
      any: 'Noma yimaphi',
      perWay: 'Ithebula lokukhokha (ukubheja × ngendlela ngayinye)',
      scatterAny: '{times} noma kuphi',
      freeSpins:
        'Ama-scatter angu-{scatters} noma ngaphezulu noma kuphi aqalisa ukujikisa kwamahhala okungu-{spins}, ' +
        'ukuwina ngakunye ×{multiplier}.',
      anywhere: 'Ithebula lokukhokha (ukubheja ×, izimpawu noma kuphi)',
      tumbles: 'Ukuwina kokuwa ngakunye kuyaphindwa: {multipliers} kuqhubeke.',
      bet: 'Ithebula lokukhokha (ukubheja ×)',
      respins:
        'Imigqa engu-{lines}, ukubheja kwabelwa yona. Izinhlamvu zemali ezingu-{coins} noma ngaphezulu ziqalisa ' +
        'ukujikisa kabusha okungu-{respins}; izinhlamvu zemali kuzo zonke izindawo ezingu-{places} zikhokha ' +
        'umklomelo omkhulu, {grand} ukubheja.',
    },
    wins: {
      line: 'Umugqa {line}: {what} ukhokha {amount}',
      count: '{count} × {symbol}',
      cherries: '{count} × {symbol} kusukela kwesobunxele',
      anyBars: 'Noma yimaphi ama-bar angu-3',
      ways: '{symbol} emarilini angu-{reels}, {ways}: {amount}',
      oneWay: 'indlela engu-1',
      manyWays: 'izindlela ezingu-{count}',
      scatters: 'Ama-scatter angu-{count}: {amount}',
      freeSpin: 'Ukujikisa kwamahhala {spin} kokungu-{spins} · ukuwina ngakunye ×{multiplier} · kuwinwe {amount}',
      freeSpinsWon: 'Ukujikisa kwamahhala okungu-{spins} kuwine {amount}',
      tumble: '{count} × {symbol}{times}: {amount}',
      tumbleWon: 'Kuwinwe {amount}',
      tumbleMultiplier: 'Isiphindaphindi sokuwa',
      respinsLeft: 'Ukujikisa kabusha okusele: {count}',
      coins: 'Izinhlamvu zemali {amount}',
      grand: 'ENKULU! {amount}',
      coinsPaid: 'Izinhlamvu zemali ezingu-{count}: {amount}',
      coinsAndGrand: 'Izinhlamvu zemali ezingu-{count} nomklomelo omkhulu: {amount}',
      holdLine: '{count} × {symbol}, umugqa {line}: {amount}',
    },
    crash: {
      bet: 'Bheja',
      recentRounds: 'Imizuliswano yakamuva',
      round: 'Umzuliswano {number}',
      seconds: '{seconds}s',
      autoCashOut: 'Khipha imali ngokuzenzakalela ku-',
      autoMultiplier: 'Isiphindaphindi sokukhipha imali ngokuzenzakalela',
      chooseAuto: 'Khetha ukukhipha imali ngokuzenzakalela kusukela ku-{min} kuya ku-{max}.',
      placed: 'Ukubheja kuka-{amount} kufakiwe',
      placedAuto: 'Ukubheja kuka-{amount} kufakiwe · ukukhipha imali ngokuzenzakalela ku-{at}',
      cashedOutWin: 'Ukhiphe imali ku-{at}: uwine {amount}',
      cashedOutBack: 'Ukhiphe imali ku-{at}: ukubheja kwakho kuka-{bet} kubuyile',
      flewAwayLost: 'Indiza ihambe ku-{at}: ukubheja kulahlekile',
      flewAway: 'Indiza ihambe ku-{at}',
      nextIn: 'Olandelayo ku-{seconds}',
      goodLuck: 'Ukubheja kufakiwe: inhlanhla enhle',
      placeBets: 'Faka ukubheja kwakho',
      waitingTakeOff: 'Silinde indiza isuke',
      flying: 'Iyandiza',
      cashedOutAt: 'Ukhiphe imali ku-{at}',
      cashOut: 'Khipha {amount}',
      cashedOut: 'Imali ikhishiwe',
      waitNext: 'Linda umzuliswano olandelayo',
    },
    lucky: {
      yourNumbers: 'Izinombolo zakho (1 kuya ku-{max})',
      drawn: 'Izinombolo ezikhishiwe',
      paysByHits: 'Inkokhelo ngokufana',
      quickPick: 'Khetha ngokushesha',
      clear: 'Sula',
      pick: 'Khetha izinombolo ezisuka ku-1 kuya ku-{max}',
      picked: 'Ukhethe {count} kwezingu-{max}',
      pickFirst: 'Khetha izinombolo ezisuka ku-1 kuya ku-{max}, noma uthinte u-Khetha ngokushesha.',
      oneHit: '{count} ifanile',
      hits: '{count} zifanile',
    },
    roulette: {
      wheel: 'Isondo le-roulette',
      table: 'Itafula lokubheja',
      yourBet: 'Ukubheja kwakho: {bet}',
      dozens: ['12 yokuqala', '12 yesibili', '12 yesithathu'],
      red: 'Bomvu',
      black: 'Mnyama',
      even: 'Ebhangqiwe',
      odd: 'Engabhangqiwe',
      column: 'Ikholomu {which}',
      straightUp: 'Inombolo {number} yodwa (35 ku-1)',
      dozen: ['Idazini yokuqala (2 ku-1)', 'Idazini yesibili (2 ku-1)', 'Idazini yesithathu (2 ku-1)'],
      columnBet: 'Ikholomu {which} (2 ku-1)',
      evenMoney: '{what} (1 ku-1)',
    },
    fafi: {
      drawnLabel: 'Inombolo ekhishwe',
      waiting: 'Khetha inombolo yakho bese udonsa',
      search: 'Uphuphe ngani?',
      searchHint: 'isib. inhlanzi, inkosi, imali',
      foundOne: 'Inombolo eyi-1 ye-“{query}”',
      found: 'Izinombolo ezi-{count} ze-“{query}”',
      none: 'Ayikho inombolo ye-“{query}” eshadini lethu. Zama elinye igama.',
      grid: 'Izinombolo ezingama-36 namaphupho azo',
      yours: 'Inombolo yakho: {number} · {meaning}',
      pickFirst: 'Qala ukhethe inombolo, noma usesha iphupho lakho.',
      pays: 'Inombolo yakho ikhokha u-{pays} ku-1: ukubheja kuka-{bet} kubuyisa {back}.',
      drawing: 'Kuyadonswa…',
    },
  },
};
