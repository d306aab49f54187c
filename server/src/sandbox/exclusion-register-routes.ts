/**
 * The sandbox's national exclusion register (providers/exclusion-register/sandbox.ts), driven by the demo and tests:
 * POST /sandbox/exclusion_register puts a person on it or takes them off; POST …/outage makes it unreachable.
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SandboxPaths } from '../../../contract/sandbox';
import type { ModuleOptions } from '../context';
import { ErrorAnswer } from '../http/error-schema';
import { nameKey } from '../providers/exclusion-register/provider';
import { REGISTER_OUTAGE_SETTING } from '../providers/exclusion-register/sandbox';

const RegisterBody = Type.Object(
  {
    first_name: Type.String({ minLength: 1, maxLength: 100 }),
    last_name: Type.String({ minLength: 1, maxLength: 100 }),
    birth_date: Type.String({ format: 'date', maxLength: 10 }),
    phone: Type.Optional(Type.String({ pattern: '^\\+[1-9][0-9]{6,14}$', maxLength: 16 })),
    on: Type.Boolean(),
  },
  { additionalProperties: false },
);
const RegisterAnswer = Type.Object({ entries: Type.Integer() });
const OutageBody = Type.Object({ on: Type.Boolean() }, { additionalProperties: false });
const OutageAnswer = Type.Object({ outage: Type.Boolean() });

const path = SandboxPaths.exclusionRegister.replace('/sandbox', '');

export const sandboxExclusionRegisterRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  app.post(
    path,
    { schema: { body: RegisterBody, response: { 200: RegisterAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      const { on, birth_date: birthDate } = request.body;
      const first = nameKey(request.body.first_name);
      const last = nameKey(request.body.last_name);
      const phone = request.body.phone ?? null;
      const person = `(first_name_key = $1 AND last_name_key = $2 AND birth_date = $3::date)`;
      const match = `${person} OR ($4::text IS NOT NULL AND phone = $4)`;
      if (on) {
        await ctx.db.query(
          `INSERT INTO sandbox_exclusion_register (first_name_key, last_name_key, birth_date, phone)
           SELECT $1::text, $2::text, $3::date, $4::text WHERE NOT EXISTS (SELECT 1 FROM sandbox_exclusion_register
             WHERE ${person} AND phone IS NOT DISTINCT FROM $4)`,
          [first, last, birthDate, phone],
        );
      } else {
        await ctx.db.query(`DELETE FROM sandbox_exclusion_register WHERE ${match}`, [first, last, birthDate, phone]);
      }
      const { rows } = await ctx.db.query<{ entries: string }>(
        `SELECT count(*) AS entries FROM sandbox_exclusion_register WHERE ${match}`,
        [first, last, birthDate, phone],
      );
      request.log.info({ on, entries: Number(rows[0]!.entries) }, 'sandbox exclusion register changed');
      return { entries: Number(rows[0]!.entries) };
    },
  );

  app.post(
    `${path}/outage`,
    { schema: { body: OutageBody, response: { 200: OutageAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      await ctx.db.query(
        `INSERT INTO sandbox_settings (key, value) VALUES ($1, $2::jsonb)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
        [REGISTER_OUTAGE_SETTING, JSON.stringify(request.body.on)],
      );
      return { outage: request.body.on };
    },
  );
};
