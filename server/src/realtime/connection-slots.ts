/**
 * Counts the open connections of this node per unit, per client address and in all, so that one player,
 * one address or a flood cannot hold every socket. A connection takes its slot
 * before it is accepted and gives it back once, when it ends.
 */

import type { ConnectionCaps } from './constants';

export class ConnectionSlots {
  private readonly byUnit = new Map<number, number>();
  private readonly byAddress = new Map<string, number>();
  private total = 0;

  constructor(private readonly caps: ConnectionCaps) {}

  /** Whether any connection from `address` would be refused now: checked before spending a token lookup. */
  isFull(address: string): boolean {
    return this.nodeIsFull() || (this.byAddress.get(address) ?? 0) >= this.caps.perAddress;
  }

  /** Whether this node holds as many connections as it takes: another node may take the client. */
  nodeIsFull(): boolean {
    return this.total >= this.caps.perNode;
  }

  /** Takes a slot for one more connection of `unitId` from `address`; false when a cap is reached. */
  acquire(address: string, unitId: number): boolean {
    if (this.isFull(address) || (this.byUnit.get(unitId) ?? 0) >= this.caps.perUnit) return false;
    this.total++;
    bump(this.byAddress, address, 1);
    bump(this.byUnit, unitId, 1);
    return true;
  }

  /**
   * Gives back a slot that acquire took, once, when its connection ends. The caller keeps the address and unit
   * rather than a function per connection: a node holds thousands.
   */
  release(address: string, unitId: number): void {
    this.total--;
    bump(this.byAddress, address, -1);
    bump(this.byUnit, unitId, -1);
  }
}

/** Adds `delta`, forgetting keys that reach zero so the maps hold only open connections. */
function bump<K>(counts: Map<K, number>, key: K, delta: number): void {
  const next = (counts.get(key) ?? 0) + delta;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}
