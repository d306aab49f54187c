/** The chat frame's and agent console's scripts (the phoenix client bundled in) and their one stylesheet. */

import { repositoryPath } from '../../paths';
import { clientAssets, type ClientAssets } from '../client-assets';

export const chatAssets = clientAssets({
  dir: repositoryPath('server/src/sandbox/chat/client'),
  scripts: ['frame', 'agent'],
  style: 'chat',
});

export type ChatAssets = ClientAssets<'frame' | 'agent'>;
