/**
 * POST /sandbox/clock `{"advance_ms"}`: moves the server's clock for responsible gambling forward (rolling periods,
 * cooling-off, time-outs and self-exclusions, sessions), as days passing would. Only forward, but for `{"reset": true}`,
 * which undoes every move once a test is done with it (rows written while the clock was ahead keep their times: use
 * new players after it). The clock is this node's; a test or demo that moves it talks to one node.
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SandboxPaths } from '../../../contract/sandbox';
import type { ModuleOptions } from '../context';
import { ErrorAnswer } from '../http/error-schema';

// Up to ten years at a time: past any self-exclusion.
const MAX_ADVANCE_MS = 10 * 366 * 24 * 60 * 60 * 1000;

const ClockBody = Type.Union([
  Type.Object({ advance_ms: Type.Integer({ minimum: 0, maximum: MAX_ADVANCE_MS }) }),
  Type.Object({ reset: Type.Literal(true) }),
]);
const ClockAnswer = Type.Object({ now: Type.String() });

export const sandboxClockRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  app.post(
    SandboxPaths.clock.replace('/sandbox', ''),
    { schema: { body: ClockBody, response: { 200: ClockAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      const clock = ctx.rgClock;
      if (clock && 'reset' in request.body) clock.reset();
      else if (clock && 'advance_ms' in request.body) clock.advance(request.body.advance_ms);
      return { now: (clock ?? ctx.clock).now().toISOString() };
    },
  );
};
