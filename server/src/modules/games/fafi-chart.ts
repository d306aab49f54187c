/**
 * The Fafi dream chart: what each of Fafi's 36 numbers stands for, so a player who dreamt of something can find its
 * number ("I dreamt of a fish" finds 13 and 24). Charts differ from community to community; this is ours, our own
 * wording of the chart commonly printed in South Africa, and an operator may replace it with theirs (docs/providers.md):
 * the game reads nothing else. Each entry has its meaning in English and isiZulu and the words a player may search it
 * by, in either language.
 */

export type ChartLanguage = 'en' | 'zu';

export interface DreamEntry {
  number: number;
  meaning: Readonly<Record<ChartLanguage, string>>;
  /** Other words for what the number stands for, lowercase, searched besides the meaning. */
  words: readonly string[];
}

const entry = (number: number, en: string, zu: string, words: string): DreamEntry => ({
  number,
  meaning: { en, zu },
  words: words.split(',').map((word) => word.trim()),
});

export const DREAM_CHART: readonly DreamEntry[] = [
  entry(1, 'King', 'Inkosi', 'chief, ruler, crown, royal, president, inkosi'),
  entry(2, 'Monkey', 'Inkawu', 'baboon, ape, inkawu, imfene'),
  entry(3, 'The sea', 'Ulwandle', 'big water, ocean, waves, beach, flood, ulwandle'),
  entry(
    4,
    'A departed man',
    'Indoda eshonile',
    'dead man, man, passed on, death, died, funeral, grave, ancestor, umngcwabo',
  ),
  entry(5, 'Tiger', 'Ingwe', 'leopard, big cat, cheetah, ingwe'),
  entry(6, 'Cow', 'Inkomo', 'ox, cattle, bull, calf, milk, inkomo'),
  entry(7, 'Knife', 'Ummese', 'blade, panga, sword, cut, ummese'),
  entry(8, 'Expectant mother', 'Owesifazane okhulelwe', 'pregnant, pregnancy, expecting, baby, woman, okhulelwe'),
  entry(9, 'Hat', 'Isigqoko', 'cap, helmet, beret, isigqoko'),
  entry(10, 'Eggs', 'Amaqanda', 'egg, hen, chicken, iqanda, amaqanda'),
  entry(11, 'Small car', 'Imoto encane', 'car, taxi, bakkie, vehicle, driving, imoto'),
  entry(
    12,
    'A departed woman',
    'Owesifazane oshonile',
    'dead woman, woman, passed on, death, died, funeral, grave, ancestor, umngcwabo',
  ),
  entry(13, 'Big fish', 'Inhlanzi enkulu', 'fish, shark, whale, fishing, inhlanzi'),
  entry(14, 'Grandmother', 'Ugogo', 'gogo, granny, grandma, old woman, ugogo'),
  entry(15, 'Dog', 'Inja', 'puppy, barking, inja'),
  entry(16, 'Cloth', 'Indwangu', 'blanket, fabric, dress, clothes, washing, indwangu'),
  entry(17, 'Beautiful woman', 'Owesifazane omuhle', 'woman, lady, bride, wife, girlfriend, omuhle'),
  entry(18, 'Silver coins', 'Imali yesiliva', 'silver, coins, small money, change, imali'),
  entry(19, 'Young girls', 'Amantombazane', 'girl, daughter, children, intombazane, amantombazane'),
  entry(20, 'Cat', 'Ikati', 'kitten, ikati'),
  entry(21, 'Elephant', 'Indlovu', 'indlovu'),
  entry(22, 'Ship', 'Umkhumbi', 'boat, sailing, harbour, umkhumbi'),
  entry(23, 'Horse', 'Ihhashi', 'donkey, riding, ihhashi'),
  entry(24, 'Small fish', 'Inhlanzi encane', 'fish, sardine, pilchard, fishing, inhlanzi'),
  entry(25, 'Big house', 'Indlu enkulu', 'house, home, mansion, building, indlu'),
  entry(26, 'Bees', 'Izinyosi', 'bee, honey, sting, inyosi, izinyosi'),
  entry(27, 'Snake', 'Inyoka', 'python, mamba, serpent, inyoka'),
  entry(28, 'Gold', 'Igolide', 'rich, riches, wealth, big money, jewellery, money, igolide'),
  entry(29, 'River', 'Umfula', 'stream, small water, rain, tap, water, umfula'),
  entry(30, 'Police officer', 'Iphoyisa', 'police, policeman, officer, arrest, uniform, iphoyisa'),
  entry(31, 'Train', 'Isitimela', 'railway, station, journey, isitimela'),
  entry(32, 'Church', 'Isonto', 'prayer, praying, pastor, priest, isonto'),
  entry(33, 'Shop', 'Isitolo', 'store, market, spaza, buying, isitolo'),
  entry(34, 'Fire', 'Umlilo', 'flames, smoke, burning, umlilo'),
  entry(35, 'Bird', 'Inyoni', 'birds, pigeon, dove, flying, inyoni'),
  entry(36, 'Diamond', 'Idayimane', 'ring, jewel, gem, idayimane'),
];

/** Words of a dream told in a sentence that say nothing of what was dreamt. */
const FILLER = new Set([
  'i',
  'a',
  'an',
  'the',
  'of',
  'on',
  'in',
  'to',
  'is',
  'it',
  'about',
  'my',
  'me',
  'was',
  'saw',
  'see',
  'and',
  'with',
  'dream',
  'dreams',
  'dreamt',
  'dreamed',
  'dreaming',
  'last',
  'night',
  'ngiphuphe',
  'ngiphushe',
  'iphupho',
  'ngibone',
  'izolo',
]);

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** A word the player typed is a chart word, or its plural or singular. */
const same = (typed: string, word: string): boolean =>
  typed === word || typed === `${word}s` || word === `${typed}s` || typed === `${word}es`;

/** While the player is still typing: 3 letters on, the start of a chart word. */
const starts = (typed: string, word: string): boolean => typed.length >= 3 && word.startsWith(typed);

/**
 * The entries a search finds: a number finds itself; each word finds the entries whose meaning (in either
 * language) or search words hold it ('cat' finds the cat, not the cattle), or, when no entry holds it whole, those
 * with a word that starts so ('fis' finds the fish). The entries that most of the words find come first, then by
 * number. An empty search (or one of filler words only: 'I dreamt of') finds the whole chart; one that finds
 * nothing answers [].
 */
export function searchDreams(query: string, chart: readonly DreamEntry[] = DREAM_CHART): DreamEntry[] {
  const typed = wordsOf(query).filter((word) => !FILLER.has(word));
  if (typed.length === 0) return [...chart];
  const own = new Map(
    chart.map((item) => [item, [...Object.values(item.meaning).flatMap(wordsOf), ...item.words.flatMap(wordsOf)]]),
  );
  const scores = new Map<DreamEntry, number>();
  for (const word of typed) {
    const whole = chart.filter((item) => word === String(item.number) || own.get(item)!.some((o) => same(word, o)));
    const found = whole.length > 0 ? whole : chart.filter((item) => own.get(item)!.some((o) => starts(word, o)));
    for (const item of found) scores.set(item, (scores.get(item) ?? 0) + 1);
  }
  return [...scores].sort(([a, x], [b, y]) => y - x || a.number - b.number).map(([item]) => item);
}
