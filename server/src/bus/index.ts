import { createLocalBus, type Bus, type BusLog } from './bus';
import type { Config } from '../config';
import { createRedisBus } from './redis';

export interface CreateBusOptions {
  log?: BusLog;
  /**
   * Put before every channel name: deployments (or test apps, each on a database of its own) sharing one Redis keep
   * apart, so that unit 7 of one never hears unit 7 of another. Default: none.
   */
  channelPrefix?: string;
}

/** Redis when a URL is given (several nodes), otherwise the in-process bus (one node). */
export function createBus(redisUrl?: string, options: CreateBusOptions = {}): Bus {
  const bus = redisUrl ? createRedisBus(redisUrl, options) : createLocalBus(options);
  return options.channelPrefix ? withChannelPrefix(bus, options.channelPrefix) : bus;
}

/** The bus a server node runs on: Redis when REDIS_URL is set, its channels under REDIS_PREFIX. */
export function busFromConfig(config: Pick<Config, 'redisUrl' | 'redisPrefix'>, log?: BusLog): Bus {
  return createBus(config.redisUrl ?? undefined, { log, channelPrefix: config.redisPrefix });
}

function withChannelPrefix(bus: Bus, prefix: string): Bus {
  return {
    publish: (channel, message) => bus.publish(prefix + channel, message),
    subscribe: (channel, handler) => bus.subscribe(prefix + channel, handler),
    close: () => bus.close(),
  };
}
