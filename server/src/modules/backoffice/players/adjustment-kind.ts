/** The ledger transfer kind of an applied adjustment: the statement shows it as type `adjustment`. */
export const ADJUSTMENT_KIND = 'adjustment';

/** Each applied adjustment moves money once: its transfers' idempotency keys start with this and its id. */
export function adjustmentKey(adjustmentId: number, part?: 'deposit'): string {
  return `backoffice:adjustment:${adjustmentId}${part ? `:${part}` : ''}`;
}
