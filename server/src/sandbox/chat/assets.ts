/** The chat frame's and agent console's scripts (the phoenix client bundled in) and their one stylesheet. */

import { join } from 'node:path';
import { clientAssets, type ClientAssets } from '../client-assets';

export const chatAssets = clientAssets({ dir: join(__dirname, 'client'), scripts: ['frame', 'agent'], style: 'chat' });

export type ChatAssets = ClientAssets<'frame' | 'agent'>;
