/**
 * The sandbox game server's pages, at the launch address games/show answers: one per engine, served with its script
 * under a strict Content-Security-Policy, framed only by the site's origins, printing the player's balance and
 * nothing a game name or a lobby address could smuggle in; an expired session is said in words; an unknown game
 * (or one without a sandbox engine) is 404, and with the sandbox off there is no page at all.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import { BonusCampaignPaths } from '../../contract/campaigns';
import { ErrorCodes as E } from '../../contract/errors';
import { GAME_SESSION_TTL_MS, type GameLaunchAnswer } from '../../contract/games';
import type { SandboxRoundAnswer } from '../../contract/sandbox';
import { seedCatalogue, readContentCatalogue } from '../src/modules/games/catalogue';
import { roundResult } from '../src/sandbox/games/client/shell';
import { GAME_LANGUAGES, GAME_TEXTS } from '../src/sandbox/games/texts';
import { createTestApp, TestClock, testApp } from './helpers';
import { seedTestGames, TEST_GAMES } from './support/games';
import { phoneMaker } from './support/users';
import { call, fundedPlayer, type Player } from './support/withdrawals';

const newPhone = phoneMaker(7_900_000);
const SITE = 'https://casino.example';

/** The page's rules paragraph, its provably fair panel (without the code it shows), and their text without tags. */
const rulesOf = (html: string) => /<section class="rules"><h2>.*?<\/h2><p>(.*?)<\/p><\/section>/s.exec(html)?.[1] ?? '';
const fairOf = (html: string) =>
  (/<details id="fair" class="fair">(.*?)<\/details>/s.exec(html)?.[1] ?? '').replace(/<code>.*?<\/code>/g, '');
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&\w+;|&#\d+;/g, ' ');
/** Every text in a table of words, however deep. */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(stringsIn);
const numbersIn = (text: string) => (text.match(/\d+(?:\.\d+)?/g) ?? []).sort();
/** English a translated page would give itself away by. */
const ENGLISH_WORDS =
  /\b(the|and|of|or|is|are|when|before|after|with|your|you|pays|reels|lines|symbols?|round|verify|Paytable|Flew|Cash out|Quick pick)\b/i;
/** Latin letters a Hindi page keeps: names and formulas, not words. */
const LATIN_KEPT = /RTP|HMAC-SHA256|SHA-256|big-endian|\bmod\b|\b[nwk]\b/g;

/** The page's data for its script (the JSON in #game-data). */
function pageData(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="game-data">(.*?)<\/script>/s.exec(html)?.[1];
  assert.ok(json, 'the page carries its data');
  return JSON.parse(json) as Record<string, unknown>;
}

describe('sandbox game pages', () => {
  const clock = new TestClock();
  const t = testApp({
    env: { CORS_ORIGINS: SITE },
    clock,
    setUp: ({ db }) => seedTestGames(db),
  });

  async function launch(p: Player, game: string, lobby = '/', lang?: string): Promise<URL> {
    const response = await t.app.inject({
      method: 'GET',
      url: ApiPaths.gameShow,
      query: { token: p.token, game_slug: game, lobby_url: lobby, ...(lang === undefined ? {} : { lang }) },
    });
    assert.equal(response.statusCode, 200, response.body);
    return new URL((response.json() as GameLaunchAnswer).url);
  }

  const get = (url: URL | string) =>
    t.app.inject({ method: 'GET', url: typeof url === 'string' ? url : `${url.pathname}${url.search}` });

  const ENGINE_GAMES = [
    TEST_GAMES.slot,
    TEST_GAMES.classic,
    TEST_GAMES.ways,
    TEST_GAMES.tumble,
    TEST_GAMES.holdAndWin,
    TEST_GAMES.wheel,
    TEST_GAMES.luckyNumbers,
    TEST_GAMES.roulette,
    TEST_GAMES.crash,
    TEST_GAMES.fafi,
  ];
  for (const game of ENGINE_GAMES) {
    it(`${game.engine}: the launch address is the game's page with its script, the balance, and a strict policy`, async () => {
      const p = await fundedPlayer(t, newPhone(), { deposit: 123_456 });
      const response = await get(await launch(p, game.slug));
      assert.equal(response.statusCode, 200, response.body);
      assert.match(String(response.headers['content-type']), /^text\/html/);
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.equal(response.headers['referrer-policy'], 'no-referrer', 'the session in the address goes nowhere');
      assert.equal(response.headers['x-frame-options'], undefined, 'the site frames it');
      const csp = String(response.headers['content-security-policy']);
      const directives = new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
      assert.equal(directives.get('default-src'), "'none'");
      assert.equal(directives.get('script-src'), "'self'", 'scripts only from this server, none inline');
      assert.match(directives.get('style-src') ?? '', /^'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
      assert.equal(directives.get('connect-src'), "'self'");
      assert.equal(directives.get('frame-ancestors'), `'self' ${SITE}`, 'framed by the site and nobody else');

      const html = response.body;
      assert.ok(html.includes(`<h1>${game.name}</h1>`));
      assert.ok(html.includes('R1,234.56'), 'the balance as the player has it');
      assert.ok(html.includes('<a class="lobby" href="/" target="_top" rel="noreferrer">Back to lobby</a>'));
      assert.doesNotMatch(html, /<script>/, 'no inline script');
      const data = pageData(html);
      assert.equal(data.engine, game.engine);
      assert.equal(data.balance, 123_456);
      assert.match(String(data.commitment), /^[0-9a-f]{64}$/);

      const src = /<script src="([^"]+)" defer><\/script>/.exec(html)?.[1];
      assert.ok(src?.startsWith(`/sandbox/game-assets/${game.engine}.`), src);
      const script = await get(src!);
      assert.equal(script.statusCode, 200);
      assert.match(String(script.headers['content-type']), /^text\/javascript/);
      assert.match(String(script.headers['cache-control']), /immutable/);
      // A crash game plays the shared rounds; the others their own rounds.
      assert.ok(script.body.includes(game.engine === 'crash' ? '/crash' : '/rounds'), 'the script plays rounds');
      assert.equal(html.includes('id="fair-round"'), game.engine === 'crash', 'the crash panel names the round');
      const href = /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1];
      assert.equal((await get(href!)).statusCode, 200);
    });
  }

  it('Fafi states its payout and RTP, and its script carries the dream chart to search', async () => {
    const p = await fundedPlayer(t, newPhone(), { deposit: 10_000 });
    const html = (await get(await launch(p, TEST_GAMES.fafi.slug))).body;
    assert.match(html, /Yours pays 33 to 1: your bet back and 33 times it\..*RTP 94\.44%\./);
    assert.match(html, /<button type="button" id="play" class="play">Draw<\/button>/);
    const src = /<script src="([^"]+)" defer><\/script>/.exec(html)![1]!;
    const script = (await get(src)).body;
    for (const words of ['Big fish', 'Inhlanzi enkulu']) assert.ok(script.includes(words), words);
    const search = (page: string) => (pageData(page).texts as { fafi: { search: string } }).fafi.search;
    assert.equal(search(html), 'What did you dream of?');
    assert.equal(search((await get(await launch(p, TEST_GAMES.fafi.slug, '/', 'zu'))).body), 'Uphuphe ngani?');
  });

  it("a 243-ways game's best symbols are its theme's pictures: Solar Scarab pays pyramids, suns, gems and coins", async () => {
    const p = await fundedPlayer(t, newPhone(), { deposit: 1_000 });
    const html = (await get(await launch(p, 'solar-scarab'))).body;
    const data = pageData(html);
    assert.equal(data.engine, 'ways');
    const art = data.art as Record<string, { name: string; svg: string }>;
    assert.deepEqual(
      ['premium-1', 'premium-2', 'premium-3', 'premium-4'].map((symbol) => art[symbol]!.name),
      ['Pyramid', 'Sun', 'Gem', 'Coins'],
    );
    assert.match(art['premium-1']!.svg, /^<[a-z]/);
    assert.ok(html.includes('243 ways'), 'the rules say how it pays');
  });

  it('every slot in the catalogue names its engine, and the new engines play games whose names and pictures fit', async () => {
    const slots = readContentCatalogue().games.filter((game) => game.categories.includes('slots'));
    assert.equal(slots.length, 19);
    const engines = new Map<string, string[]>();
    for (const game of slots) engines.set(game.engine!, [...(engines.get(game.engine!) ?? []), game.slug]);
    assert.deepEqual([...engines.keys()].sort(), ['classic', 'hold-and-win', 'slot', 'tumble', 'ways']);
    assert.deepEqual(engines.get('tumble'), ['kalahari-gems', 'lotus-lagoon', 'diya-nights']);
    assert.deepEqual(engines.get('hold-and-win'), ['clockwork-vault', 'anchors-hoard', 'golden-mint']);
    const p = await fundedPlayer(t, newPhone(), { deposit: 1_000 });
    const gems = pageData((await get(await launch(p, 'kalahari-gems'))).body);
    assert.equal(gems.engine, 'tumble');
    assert.equal((gems.art as Record<string, { name: string }>)['premium-1']!.name, 'Gem');
    const mintPage = (await get(await launch(p, 'golden-mint'))).body;
    const mint = pageData(mintPage);
    assert.equal(mint.engine, 'hold-and-win');
    // The coin is the engine's own symbol: the mint's best is its bars, and no hold-and-win picture is a coin, on
    // the reels or on the lobby's tile (drawn from the theme's motif).
    assert.equal((mint.art as Record<string, { name: string }>)['premium-1']!.name, 'Gold bars');
    assert.ok(mintPage.includes('start 3 respins'), 'the rules say how the respins go');
    for (const slug of engines.get('hold-and-win')!) {
      const art = pageData((await get(await launch(p, slug))).body).art as Record<string, { name: string }>;
      const names = Object.values(art).map((symbol) => symbol.name);
      assert.ok(!names.includes('Coins'), slug);
      assert.equal(new Set(names).size, 4, `${slug}: four different pictures, ${names.join(', ')}`);
      assert.notEqual(slots.find((game) => game.slug === slug)!.theme?.motif, 'coins', `${slug}'s tile`);
    }
  });

  it("with a bonus beside the cash, the game shows the site's total and the two parts, and each round says them", async () => {
    const p = await fundedPlayer(t, newPhone(), { deposit: 41_352 });
    const free = await t.db.query<{ id: number; amount: string }>(
      `SELECT id, amount::text FROM bonus_campaigns WHERE site_id = 1 AND type = 'free_money' LIMIT 1`,
    );
    const campaign = free.rows[0]!;
    const accepted = await call(t, BonusCampaignPaths.accept(Number(campaign.id)), { token: p.token });
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    const bonus = Number(campaign.amount);

    const address = await launch(p, TEST_GAMES.slot.slug);
    const html = (await get(address)).body;
    const total = `R${((41_352 + bonus) / 100).toFixed(2)}`;
    assert.ok(html.includes(`<strong id="balance">${total}</strong>`), 'the total, as the site header shows it');
    assert.ok(html.includes('<span id="balance-cash">Cash R413.52</span>'), 'and its parts');
    assert.ok(html.includes(`<span id="balance-bonus">Bonus R${(bonus / 100).toFixed(2)}</span>`));
    assert.deepEqual([pageData(html).balance, pageData(html).bonus], [41_352, bonus]);

    const session = address.searchParams.get('session')!;
    const round = await t.app.inject({
      method: 'POST',
      url: `/sandbox/games/${TEST_GAMES.slot.slug}/rounds`,
      payload: { session, bet: 100 },
    });
    assert.equal(round.statusCode, 200, round.body);
    assert.equal((round.json() as SandboxRoundAnswer).bonus, bonus);
  });

  it("the page plays in the site page's language: Hindi and isiZulu words, an unknown language in English", async () => {
    const p = await fundedPlayer(t, newPhone(), { deposit: 5_000 });
    const opened = async (lang: string | undefined, game = TEST_GAMES.slot.slug) => {
      const response = await t.app.inject({
        method: 'GET',
        url: ApiPaths.gameShow,
        query: { token: p.token, game_slug: game, lobby_url: '/', ...(lang === undefined ? {} : { lang }) },
      });
      assert.equal(response.statusCode, 200, response.body);
      const url = new URL((response.json() as GameLaunchAnswer).url);
      assert.equal(url.searchParams.get('lang'), lang ?? null, 'the launch address carries the language');
      return (await get(url)).body;
    };
    const play = (html: string) => /<button type="button" id="play" class="play">(.*?)<\/button>/.exec(html)?.[1];

    const hindi = await opened('hi');
    assert.match(hindi, /<html lang="hi">/);
    assert.equal(play(hindi), 'स्पिन करें');
    assert.ok(hindi.includes('बैलेंस <strong id="balance">R50.00</strong>'), "the money stays the country's");
    assert.ok(hindi.includes('लॉबी पर वापस जाएं'));
    assert.equal((pageData(hindi).texts as { noWin: string }).noWin, 'इस बार कोई जीत नहीं');

    const zulu = await opened('zu');
    assert.match(zulu, /<html lang="zu">/);
    assert.equal(play(zulu), 'Jikisa');
    assert.ok(zulu.includes('Ibhalansi <strong id="balance">R50.00</strong>'));
    assert.equal((pageData(zulu).texts as { youWin: string }).youWin, 'Uwine {win}');
    assert.equal(play(await opened('zu', TEST_GAMES.luckyNumbers.slug)), 'Donsa');
    assert.doesNotMatch(zulu, /lang="en"/, 'nothing on the page is left in English');

    for (const lang of ['fr', undefined]) {
      const english = await opened(lang);
      assert.match(english, /<html lang="en">/);
      assert.equal(play(english), 'Spin');
      assert.equal((pageData(english).texts as { noWin: string }).noWin, 'No win this time');
    }
    const long = await t.app.inject({
      method: 'GET',
      url: ApiPaths.gameShow,
      query: { token: p.token, game_slug: TEST_GAMES.slot.slug, lang: 'x'.repeat(17) },
    });
    assert.equal(long.statusCode, 422, 'a language longer than any code is refused');
  });

  for (const game of ENGINE_GAMES) {
    it(`${game.engine}: in Hindi and isiZulu the rules, the fair panel and the script's words are the page's language`, async () => {
      const p = await fundedPlayer(t, newPhone(), { deposit: 5_000 });
      const page = async (lang: string) => (await get(await launch(p, game.slug, '/', lang))).body;
      const english = await page('en');
      assert.ok(textOf(fairOf(english)).includes('How to verify'));
      for (const lang of ['hi', 'zu'] as const) {
        const html = await page(lang);
        const rules = textOf(rulesOf(html));
        const fair = textOf(fairOf(html));
        assert.match(rules, /RTP \d/, `${lang}: the rules say the RTP`);
        assert.deepEqual(numbersIn(rules), numbersIn(textOf(rulesOf(english))), `${lang}: the rules' numbers`);
        assert.ok(fair.includes(GAME_TEXTS[lang].fair.howTo), `${lang}: the fair panel is translated`);
        // The texts' `{names}` are filled in, not read.
        const words = stringsIn(pageData(html).texts)
          .join('\n')
          .replace(/\{\w+\}/g, '');
        for (const [what, text] of Object.entries({ rules, fair, words }))
          assert.doesNotMatch(text, ENGLISH_WORDS, `${lang}: no English in the ${what}`);
        if (lang === 'hi')
          for (const text of [rules, fair])
            assert.equal(text.replace(LATIN_KEPT, '').match(/[A-Za-z]+/g), null, `Hindi only: ${text}`);
        assert.doesNotMatch(html, /lang="en"/);
      }
    });
  }

  it("the themed slots' pictures and the paytables are named in the page's language", async () => {
    const p = await fundedPlayer(t, newPhone(), { deposit: 1_000 });
    const data = async (slug: string, lang: string) => pageData((await get(await launch(p, slug, '/', lang))).body);
    const names = (page: Record<string, unknown>) =>
      Object.values(page.art as Record<string, { name: string }>).map((symbol) => symbol.name);
    assert.deepEqual(names(await data('solar-scarab', 'hi')), ['पिरामिड', 'सूरज', 'रत्न', 'सिक्के']);
    assert.deepEqual(names(await data('solar-scarab', 'zu')), [
      'Iphiramidi',
      'Ilanga',
      'Itshe eliyigugu',
      'Izinhlamvu zemali',
    ]);
    const texts = (page: Record<string, unknown>) => page.texts as typeof GAME_TEXTS.en.client;
    const hindi = texts(await data(TEST_GAMES.slot.slug, 'hi'));
    assert.equal(hindi.paytable.lineBet, 'भुगतान तालिका (लाइन दांव ×)');
    assert.equal(hindi.crash.flewAway, '{at} पर उड़ गया');
    const zulu = texts(await data(TEST_GAMES.roulette.slug, 'zu'));
    assert.equal(zulu.roulette.red, 'Bomvu');
    assert.equal(zulu.lucky.quickPick, 'Khetha ngokushesha');
    const slot = (await get(await launch(p, TEST_GAMES.slot.slug, '/', 'zu'))).body;
    assert.ok(rulesOf(slot).startsWith('Amarili angu-5, imigqa evundlile engu-3 nemigqa yokukhokha engu-'));
  });

  it('a Hindi page brings its own Devanagari font: named by the stylesheet, allowed by the policy, kept for a year', async () => {
    const p = await fundedPlayer(t, newPhone(), { deposit: 1_000 });
    const url = await launch(p, TEST_GAMES.slot.slug);
    url.searchParams.set('lang', 'hi');
    const page = await get(url);
    const csp = String(page.headers['content-security-policy']);
    assert.match(csp, /(^|; )font-src 'self'(;|$)/, 'fonts from this server only');

    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(page.body)![1]!;
    const css = (await get(href)).body;
    const face = /@font-face\{([^}]*)\}/.exec(css)?.[1] ?? '';
    assert.match(face, /font-family:"?Noto Sans Devanagari"?/);
    assert.match(face, /font-display:swap/);
    assert.match(face, /unicode-range:U\+0900-097F/, 'a page in another language never downloads it');
    assert.match(css, /body\{[^}]*font:15px\/1\.4 "?Noto Sans Devanagari"?,/, "the page's first face: Devanagari only");
    const file = /url\("?\.\/([^")]+\.woff2)"?\)/.exec(face)?.[1];
    assert.ok(file, face);

    const font = await get(new URL(file, new URL(href, 'http://localhost')).pathname);
    assert.equal(font.statusCode, 200);
    assert.equal(font.headers['content-type'], 'font/woff2');
    assert.equal(font.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(font.rawPayload.subarray(0, 4).toString('latin1'), 'wOF2', 'a WOFF2 file');
    assert.ok(font.rawPayload.length > 10_000, 'the whole face');
  });

  it('a game name and lobby address are printed escaped, and a lobby elsewhere gets no link', async () => {
    const content = readContentCatalogue();
    const sly = {
      slug: 'test-sly',
      name: '<img src=x onerror=alert(1)> & "Co"',
      provider: 'test-studio',
      categories: ['slots'],
      engine: 'slot',
      theme: { palette: ['#000000', 'red;}</style><script>', '#ffffff'], motif: 'gem' },
    } as const;
    await seedCatalogue(t.db, {
      providers: [...content.providers, { slug: 'test-studio', name: 'Test Studio' }],
      games: [...content.games, ...Object.values(TEST_GAMES), sly as never],
    });
    const p = await fundedPlayer(t, newPhone(), { deposit: 1_000 });
    const url = await launch(p, sly.slug, '/games/?a="b"&c=<d>');
    const html = (await get(url)).body;
    assert.ok(!html.includes('<img src=x'));
    assert.ok(html.includes('<h1>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;</h1>'));
    assert.ok(html.includes('href="/games/?a=&quot;b&quot;&amp;c=&lt;d&gt;"'));
    assert.ok(!html.includes('</style><script>'), 'a palette colour that is not #rrggbb is never printed');

    for (const lobby of ['javascript:alert(1)', 'https://evil.example/', '//evil.example/']) {
      url.searchParams.set('lobby', lobby);
      const page = await get(url);
      assert.equal(page.statusCode, 200);
      assert.ok(!page.body.includes('Back to lobby'), `no link to ${lobby}`);
    }
    url.searchParams.set('lobby', `${SITE}/games/`);
    assert.ok((await get(url)).body.includes(`href="${SITE}/games/"`), 'a site origin is a lobby');
  });

  it('an expired session shows the page with the wallet refusal for the script to say; rounds are refused', async () => {
    const p = await fundedPlayer(t, newPhone(), { deposit: 1_000 });
    const url = await launch(p, TEST_GAMES.wheel.slug);
    clock.advance(GAME_SESSION_TTL_MS + 1_000);
    try {
      const response = await get(url);
      assert.equal(response.statusCode, 200);
      const data = pageData(response.body);
      assert.equal(data.error, E.tokenExpired);
      assert.equal(data.balance, null);
      const round = await t.app.inject({
        method: 'POST',
        url: `/sandbox/games/${TEST_GAMES.wheel.slug}/rounds`,
        payload: { session: url.searchParams.get('session'), bet: 100 },
      });
      assert.equal(round.statusCode, 401);
      assert.equal(round.json().error.code, E.tokenExpired);
    } finally {
      clock.advance(-(GAME_SESSION_TTL_MS + 1_000));
    }
  });

  it('an unknown game, a game without a sandbox engine, and an unknown asset are 404', async () => {
    const p = await fundedPlayer(t, newPhone(), { deposit: 1_000 });
    const session = (await launch(p, TEST_GAMES.slot.slug)).searchParams.get('session')!;
    for (const slug of ['no-such-game', TEST_GAMES.live.slug]) {
      const response = await get(`/sandbox/games/${slug}/play?session=${encodeURIComponent(session)}`);
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().error.code, E.gameNotFound);
    }
    assert.equal((await get('/sandbox/game-assets/slot.js')).statusCode, 404);
  });

  it('with the sandbox off there is no game page', async () => {
    const off = await createTestApp({ env: { SANDBOX: 'off' } });
    try {
      await seedTestGames(off.db);
      const page = await off.app.inject({
        method: 'GET',
        url: `/sandbox/games/${TEST_GAMES.slot.slug}/play?session=x`,
      });
      assert.equal(page.statusCode, 404);
      const script = await off.app.inject({ method: 'GET', url: '/sandbox/game-assets/slot.js' });
      assert.equal(script.statusCode, 404);
    } finally {
      await off.close();
    }
  });
});

describe("the game pages' words", () => {
  /** A table's shape: every key, and in each text the `{names}` it is filled with. */
  const shape = (value: unknown): unknown => {
    if (typeof value === 'string') {
      assert.ok(value.trim().length > 0, 'no empty text');
      return [...new Set(value.match(/\{\w+\}/g) ?? [])].sort();
    }
    if (Array.isArray(value)) return value.map(shape);
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, v]) => [key, shape(v)]));
  };

  it('every language has exactly the words English has, each with the same things to fill in', () => {
    for (const lang of GAME_LANGUAGES) assert.deepEqual(shape(GAME_TEXTS[lang]), shape(GAME_TEXTS.en), lang);
  });
});

describe("a round's result in words", () => {
  const rand = (minor: number) => `R${(minor / 100).toFixed(2)}`;

  it('celebrates only more than the stake: a smaller return says what came back, as a loss', () => {
    assert.deepEqual(roundResult(100, 250, rand), { text: 'You win R2.50', won: true });
    assert.deepEqual(roundResult(100, 100, rand), { text: 'Your R1.00 bet back', won: false });
    assert.deepEqual(roundResult(100, 20, rand), { text: 'R0.20 back of your R1.00 bet', won: false });
    assert.deepEqual(roundResult(100, 0, rand), { text: 'No win this time', won: false });
  });

  it("says it in the page's language", () => {
    const hi = GAME_TEXTS.hi.client;
    assert.deepEqual(roundResult(100, 250, rand, hi), { text: 'आप R2.50 जीते', won: true });
    assert.deepEqual(roundResult(100, 20, rand, hi), { text: 'आपके R1.00 के दांव में से R0.20 वापस', won: false });
    const zu = GAME_TEXTS.zu.client;
    assert.deepEqual(roundResult(100, 250, rand, zu), { text: 'Uwine R2.50', won: true });
    assert.deepEqual(roundResult(100, 100, rand, zu), { text: 'Ukubheja kwakho kuka-R1.00 kubuyile', won: false });
  });
});
