/** The sandbox game server's routes (mounted only when SANDBOX is on; contract/sandbox.ts SandboxRoundRequest). */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { ModuleOptions } from '../../context';
import { allowedReturnUrl } from '../../modules/payments/return-urls';
import { FinAccountSchema, GameSlug } from '../../modules/units/schemas';
import { ErrorAnswer } from '../../http/error-schema';
import { clientAssetRoute } from '../client-assets';
import { sendAssetPage } from '../../http/pages/hosted-page';
import { gameAssets } from './assets';
import { crashRoutes } from './crash/routes';
import { hashSource } from '../../http/csp';
import { playPage, themeStyle } from './play-page';
import { gameLanguage } from './texts';
import { createSandboxGames, type WalletCaller } from './service';

export interface SandboxGamesOptions extends ModuleOptions {
  wallet: WalletCaller;
}

const Session = Type.String({ minLength: 1, maxLength: 2048 });
const Params = Type.Object({ game_slug: GameSlug });
const SmallInt = Type.Integer({ minimum: 0, maximum: 10_000_000 });

const RoundBody = Type.Object({
  session: Session,
  bet: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'minor units' }),
  client_seed: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  target: Type.Optional(SmallInt),
  picks: Type.Optional(Type.Array(SmallInt, { maxItems: 36 })),
  count: Type.Optional(SmallInt),
  number: Type.Optional(SmallInt),
  bet_on: Type.Optional(
    Type.Object({
      type: Type.String({ maxLength: 16 }),
      number: Type.Optional(SmallInt),
      numbers: Type.Optional(Type.Array(SmallInt, { maxItems: 2 })),
      which: Type.Optional(SmallInt),
    }),
  ),
});

const Fairness = Type.Object({
  commitment: Type.String(),
  server_seed: Type.String(),
  client_seed: Type.String(),
  nonce: Type.Integer(),
});

const RoundAnswer = Type.Object({
  round_id: Type.String(),
  bet: Type.Integer(),
  win: Type.Integer(),
  balance: Type.Integer(),
  bonus: Type.Integer(),
  currency: Type.String(),
  fin_account: FinAccountSchema,
  engine: Type.String(),
  outcome: Type.Record(Type.String(), Type.Unknown()),
  fair: Fairness,
  next_commitment: Type.String(),
});

export const sandboxGameRoutes: FastifyPluginAsyncTypebox<SandboxGamesOptions> = async (app, { ctx, wallet }) => {
  const games = createSandboxGames(ctx, wallet);
  await app.register(crashRoutes, { ctx, wallet });

  /**
   * The lobby link, checked again here (anyone can write a launch address by hand): a path on this server, or an
   * address on this host or a site origin; anything else gets no link rather than an open redirect.
   */
  function lobbyOf(request: FastifyRequest, raw: string | undefined): string | null {
    if (raw === undefined) return null;
    if (/^\/(?![/\\])/.test(raw)) return raw;
    const policy = { ownOrigin: `${request.protocol}://${request.host}`, corsOrigins: ctx.config.corsOrigins };
    return allowedReturnUrl(raw, policy) ? raw : null;
  }

  app.get(
    '/games/:game_slug/play',
    {
      schema: {
        params: Params,
        querystring: Type.Object({
          session: Session,
          lobby: Type.Optional(Type.String({ maxLength: 2048 })),
          // The page's language (texts.ts); anything else is English.
          lang: Type.Optional(Type.String({ maxLength: 16 })),
        }),
      },
    },
    async (request, reply) => {
      const { session, lobby, lang } = request.query;
      const { game, commitment } = await games.launchable(request.params.game_slug, session);
      const wallet = await games.balance(game.slug, session);
      const assets = await gameAssets();
      const themeCss = themeStyle(game.theme);
      const page = playPage({
        game,
        ...wallet,
        commitment,
        lobby: lobbyOf(request, lobby),
        assets,
        themeCss,
        language: gameLanguage(lang),
      });
      // The site shows games in a frame; the theme's one inline style is allowed by its hash, and the stylesheet's
      // Devanagari font (games.css) comes from this server.
      return sendAssetPage(reply, page, {
        framedBy: ["'self'", ...ctx.config.corsOrigins],
        styleSources: [hashSource(themeCss)],
        fontSources: ["'self'"],
        noReferrer: true,
      });
    },
  );

  await app.register(clientAssetRoute, { path: '/game-assets', assets: gameAssets });

  app.post(
    '/games/:game_slug/rounds',
    { schema: { params: Params, body: RoundBody, response: { 200: RoundAnswer, '4xx': ErrorAnswer } } },
    async (request) => games.play(request.params.game_slug, request.body),
  );

  app.get(
    '/games/:game_slug/fair',
    {
      schema: {
        params: Params,
        querystring: Type.Object({ session: Session }),
        response: { 200: Type.Object({ commitment: Type.String() }), '4xx': ErrorAnswer },
      },
    },
    async (request) => games.fair(request.params.game_slug, request.query.session),
  );
};
