/** The cluster test and `npm run cluster` put Debian's HAProxy in front of the nodes: install it when missing. */

import { ensureDebianPackage } from './debian-package';
import { HAPROXY } from './cluster';

ensureDebianPackage(HAPROXY, 'haproxy');
