/** How each game page template of SPEC §2 launches and frames its game. */

import type { GameTemplate } from '../../../contract/content';

export interface TemplateFrame {
  /** The launch call: Fafi's own, or show for every other game */
  call: 'show' | 'fafi';
  /** The game's shape on a wide screen: a landscape slot fills the frame, a portrait game stands in the middle */
  shape: 'landscape' | 'portrait';
}

export const TEMPLATE_FRAMES: Readonly<Record<GameTemplate, TemplateFrame>> = {
  default: { call: 'show', shape: 'landscape' },
  'net-end': { call: 'show', shape: 'landscape' },
  'lucky-numbers': { call: 'show', shape: 'portrait' },
  'only-play': { call: 'show', shape: 'portrait' },
  fafi: { call: 'fafi', shape: 'portrait' },
};
