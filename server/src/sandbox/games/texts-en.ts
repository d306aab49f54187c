/**
 * A sandbox game page's words in English: the table the other languages follow key for key (texts.ts). `{name}`
 * marks what the page or its script fills in: money already formatted, numbers, a multiplier ('2.00×').
 */

export const EN = {
  /** The play button, by engine kind. */
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
  /** Each engine's rules paragraph (play-page.ts fills in the math's numbers and its RTP). */
  engineRules: {
    slot:
      '5 reels, 3 rows and {lines} lines. The bet is shared evenly by the lines; 3, 4 or 5 of a symbol in a row from ' +
      'the left reel pay on a line, and the wild stands for any symbol. RTP {rtp}.',
    classic:
      '3 reels, 3 rows and {lines} lines (the rows and the diagonals). The bet is shared evenly by the lines; a line ' +
      'pays three of a kind, any three bars, or cherries from the left reel (one, two or three). RTP {rtp}.',
    ways:
      '5 reels, 3 rows and 243 ways: a symbol pays when it shows anywhere on the left reel and on each reel next to ' +
      'it, 3, 4 or 5 reels in a row, times the number of ways it makes. The wild, on the middle reels, stands for ' +
      'every symbol but the scatter. {scatters} or more scatters anywhere pay and start {spins} free spins, every ' +
      'win ×{multiplier}; the free spins are part of the spin that starts them, and their wins are paid with it. ' +
      'RTP {rtp}.',
    tumble:
      '{columns} columns and {rows} rows, no lines: {min} or more of a symbol anywhere pay. The winning symbols ' +
      'burst, the ones above fall down and new ones drop in from the top, and every new win pays again, times the ' +
      'tumble multiplier: {multipliers} and on. All the tumbles are part of the spin, and paid with it. RTP {rtp}.',
    'hold-and-win':
      '5 reels, 3 rows and {lines} lines: the bet is shared evenly by the lines, and 3, 4 or 5 of a symbol in a row ' +
      'from the left reel pay on a line. Coins show their value; {coins} or more start {respins} respins: the ' +
      'coins stay, the other places spin again, and every new coin stays too and sets the respins back to ' +
      '{respins}. Then every coin pays its value, and coins on all {places} places pay the grand prize, {grand} the ' +
      'bet, as well. The respins are part of the spin that starts them. RTP {rtp}.',
    wheel:
      "The wheel stops on one of its {segments} segments, each as likely as the others, and pays the bet times the segment's multiplier. RTP {rtp}.",
    fafi:
      'Bet on one number from 1 to {numbers}: each stands for a dream in the chart, which you can search by what ' +
      'you dreamt. One number is drawn, each as likely as the others. Yours pays {pays} to 1: your bet back and ' +
      '{pays} times it. Dream charts differ between communities; this is ours. RTP {rtp}.',
    'lucky-numbers':
      'Pick 1 to {picks} numbers from 1 to {pool}; {drawn} are drawn. The more of your numbers are drawn, the more ' +
      'the bet pays (the table shows it for your count). RTP {low} to {high}.',
    roulette:
      'European roulette, one zero. Straight up pays 35 to 1, a dozen or a column 2 to 1, red, black, odd, even, ' +
      '1–18 and 19–36 1 to 1; zero is none of these. RTP {rtp}.',
    crash:
      'Every player shares the round. Bets are taken for {seconds} s, then the multiplier climbs from 1.00× until ' +
      'the plane flies away. Cash out before it does to win the bet times the multiplier shown; an auto cash-out ' +
      'pays when the multiplier reaches it; a bet still in when the plane leaves is lost. RTP {rtp}.',
  },
  /** The provably fair panel (play-page.ts); `{message}` is the HMAC message, printed as code. */
  fair: {
    intro:
      'Before each round the game commits to a secret server seed by showing its SHA-256; after the round it ' +
      'reveals the seed, so you can check that the round was decided before you played.',
    crashIntro:
      'Every player shares the round. Before it takes bets the game commits to its secret server seed by showing ' +
      'its SHA-256; when the plane flies away it reveals the seed, so you can check that the crash point was ' +
      'decided before anyone bet.',
    nextCommitment: "Next round's commitment (SHA-256)",
    thisCommitment: "This round's commitment (SHA-256)",
    clientSeed: 'Your client seed',
    lastRound: 'Last round',
    shownBefore: 'Commitment shown before it',
    seedRevealed: 'Server seed, revealed',
    clientNonce: 'Client seed · nonce',
    roundClient: 'Round · client seed',
    crashPoint: 'Crash point',
    howTo: 'How to verify',
    checkSeed: 'SHA-256 of the revealed server seed (its text) must equal the commitment shown before the round.',
    words:
      "The round's numbers are the 32-bit big-endian words of HMAC-SHA256 with the server seed as key and " +
      '{message} as message (then {more} for more words).',
    message: 'client seed:nonce:0',
    below: 'A number below n is a word w below 2³² − (2³² mod n), taken as w mod n; larger words are skipped.',
    crashWords:
      "The round's words are the 32-bit big-endian words of HMAC-SHA256 with the server seed as key and " +
      '{message} as message.',
    crashMessage: 'round id:0:0',
    crashPointFrom:
      'The first word k below 2³² gives the crash point ⌊97 · 2³² / (2³² − k)⌋ hundredths (at least 1.00×, at most ' +
      '10 000×).',
  },
  /** A themed slot's pictures (theme-art.ts), by motif. */
  motifs: {
    anchor: 'Anchor',
    balls: 'Balls',
    bolt: 'Lightning',
    cherries: 'Cherries',
    chips: 'Chips',
    clock: 'Clock',
    clover: 'Clover',
    coins: 'Coins',
    cricket: 'Cricket',
    crown: 'Crown',
    diya: 'Diya',
    dream: 'Dream',
    drum: 'Drum',
    gear: 'Gear',
    gem: 'Gem',
    ingot: 'Gold bars',
    keno: 'Keno',
    lotus: 'Lotus',
    moon: 'Moon',
    peacock: 'Peacock',
    plane: 'Plane',
    protea: 'Protea',
    pyramid: 'Pyramid',
    rocket: 'Rocket',
    roulette: 'Roulette',
    seven: 'Seven',
    snowflake: 'Snowflake',
    star: 'Star',
    sun: 'Sun',
    tree: 'Tree',
    wheel: 'Wheel',
  },
  /** The words the page's script writes (shell.ts and each engine's script). */
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
    /** The balance's parts under the total (balance-line.ts), as the site's header names them. */
    cash: 'Cash {amount}',
    bonus: 'Bonus {amount}',
    /** The fair panel's checks of the last round (shell.ts, crash-fair.ts). */
    fair: {
      noCrypto: 'Check the seed with any SHA-256 tool (this browser cannot here).',
      seedMatches: '✓ The seed’s SHA-256 matches the commitment shown before the round.',
      seedDiffers: '✗ The seed’s SHA-256 does not match the commitment.',
      replaySame: '✓ Replayed in this browser from the seeds: the same outcome.',
      replayDifferent: '✗ Replayed in this browser from the seeds: a different outcome.',
      crashReplaySame: '✓ Replayed in this browser from the seed: the same crash point.',
      crashReplayDifferent: '✗ Replayed in this browser from the seed: a different crash point.',
      nextRoundOpens: 'Shown when the next round opens',
    },
    /** Symbols' names: the win lines say them, screen readers read them. */
    symbols: {
      cherry: 'Cherry',
      lemon: 'Lemon',
      orange: 'Orange',
      plum: 'Plum',
      bell: 'Bell',
      bar: 'Bar',
      'double-bar': 'Double bar',
      'triple-bar': 'Triple bar',
      blank: 'Blank',
      seven: 'Seven',
      wild: 'Wild',
      scatter: 'Scatter',
      ten: 'Ten',
      jack: 'Jack',
      queen: 'Queen',
      king: 'King',
      ace: 'Ace',
      empty: 'Empty',
      coin: 'Coin, {value} the bet',
    },
    paytable: {
      symbol: 'Symbol',
      lineBet: 'Paytable (line bet ×)',
      pays: 'Pays',
      any: 'Any',
      perWay: 'Paytable (bet × per way)',
      scatterAny: '{times} any',
      freeSpins: '{scatters} or more scatters anywhere start {spins} free spins, every win ×{multiplier}.',
      anywhere: 'Paytable (bet ×, symbols anywhere)',
      tumbles: "Every tumble's win is multiplied: {multipliers} and on.",
      bet: 'Paytable (bet ×)',
      respins:
        '{lines} lines, the bet shared by them. {coins} or more coins start {respins} respins; coins on all ' +
        '{places} places pay the grand prize, {grand} the bet.',
    },
    /** The win lines under the reels. */
    wins: {
      line: 'Line {line}: {what} pays {amount}',
      count: '{count} × {symbol}',
      cherries: '{count} × {symbol} from the left',
      anyBars: 'Any 3 bars',
      ways: '{symbol} on {reels} reels, {ways}: {amount}',
      oneWay: '1 way',
      manyWays: '{count} ways',
      scatters: '{count} scatters: {amount}',
      freeSpin: 'Free spin {spin} of {spins} · every win ×{multiplier} · {amount} won',
      freeSpinsWon: '{spins} free spins won {amount}',
      tumble: '{count} × {symbol}{times}: {amount}',
      tumbleWon: 'Won {amount}',
      tumbleMultiplier: 'Tumble multiplier',
      respinsLeft: 'Respins left: {count}',
      coins: 'Coins {amount}',
      grand: 'GRAND! {amount}',
      coinsPaid: '{count} coins: {amount}',
      coinsAndGrand: '{count} coins and the grand prize: {amount}',
      holdLine: '{count} × {symbol}, line {line}: {amount}',
    },
    /** Aviator and the other crash games (crash.ts, crash-auto.ts). */
    crash: {
      bet: 'Bet',
      recentRounds: 'Recent rounds',
      round: 'Round {number}',
      seconds: '{seconds}s',
      autoCashOut: 'Auto cash-out at',
      autoMultiplier: 'Auto cash-out multiplier',
      chooseAuto: 'Choose an auto cash-out from {min} to {max}.',
      placed: 'Bet {amount} placed',
      placedAuto: 'Bet {amount} placed · auto cash-out at {at}',
      cashedOutWin: 'Cashed out at {at}: you win {amount}',
      cashedOutBack: 'Cashed out at {at}: your {bet} bet back',
      flewAwayLost: 'Flew away at {at}: bet lost',
      flewAway: 'Flew away at {at}',
      nextIn: 'Next in {seconds}',
      goodLuck: 'Bet placed: good luck',
      placeBets: 'Place your bets',
      waitingTakeOff: 'Waiting for take-off',
      flying: 'Flying',
      cashedOutAt: 'Cashed out at {at}',
      cashOut: 'Cash out {amount}',
      cashedOut: 'Cashed out',
      waitNext: 'Wait for the next round',
    },
    lucky: {
      yourNumbers: 'Your numbers (1 to {max})',
      drawn: 'Drawn numbers',
      paysByHits: 'Pays by hits',
      quickPick: 'Quick pick',
      clear: 'Clear',
      pick: 'Pick 1 to {max} numbers',
      picked: '{count} of {max} picked',
      pickFirst: 'Pick 1 to {max} numbers, or tap Quick pick.',
      oneHit: '{count} hit',
      hits: '{count} hits',
    },
    roulette: {
      wheel: 'Roulette wheel',
      table: 'Betting table',
      yourBet: 'Your bet: {bet}',
      dozens: ['1st 12', '2nd 12', '3rd 12'],
      red: 'Red',
      black: 'Black',
      even: 'Even',
      odd: 'Odd',
      column: 'Column {which}',
      straightUp: 'Straight up on {number} (35 to 1)',
      dozen: ['1st dozen (2 to 1)', '2nd dozen (2 to 1)', '3rd dozen (2 to 1)'],
      columnBet: 'Column {which} (2 to 1)',
      evenMoney: '{what} (1 to 1)',
    },
    fafi: {
      drawnLabel: 'The number drawn',
      waiting: 'Pick your number and draw',
      search: 'What did you dream of?',
      searchHint: 'e.g. a fish, a king, money',
      foundOne: '1 number for “{query}”',
      found: '{count} numbers for “{query}”',
      none: 'No number for “{query}” in our chart. Try another word.',
      grid: 'The 36 numbers and their dreams',
      yours: 'Your number: {number} · {meaning}',
      pickFirst: 'Pick a number first, or search your dream.',
      pays: 'Your number pays {pays} to 1: a {bet} bet brings back {back}.',
      drawing: 'Drawing…',
    },
  },
};
