import { createLocalBus, type Bus, type BusLog } from './bus';
import { createRedisBus } from './redis';

/** Redis when a URL is given (several nodes), otherwise the in-process bus (one node). */
export function createBus(redisUrl?: string, options: { log?: BusLog } = {}): Bus {
  return redisUrl ? createRedisBus(redisUrl, options) : createLocalBus(options);
}
