/** The KYC kind: who checks a player's identity, on which form. */

import type { FastifyPluginAsync } from 'fastify';
import type { KycProviderName } from '../../config';
import type { ModuleOptions } from '../../context';

export interface KycProvider {
  readonly name: KycProviderName;
  /** The path of the form where the player completes verification `id` (made absolute on this server's origin). */
  formPath(id: string): string;
  /** The provider's own pages on this server (the in-house form), mounted at the root; none for a hosted one. */
  routes?: FastifyPluginAsync<ModuleOptions>;
}
