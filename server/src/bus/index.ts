import { createLocalBus, type Bus, type BusLog } from './bus';
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

function withChannelPrefix(bus: Bus, prefix: string): Bus {
  return {
    publish: (channel, message) => bus.publish(prefix + channel, message),
    subscribe: (channel, handler) => bus.subscribe(prefix + channel, handler),
    close: () => bus.close(),
  };
}
