/** SPEC §5: the chat needs an account id, and it must be a UUID; these are its exact messages. */

export const ACCOUNT_ID_REQUIRED = 'An `accountId` is required to run the LiveChat!';
export const ACCOUNT_ID_INVALID = 'Invalid `accountId`';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Throws SPEC's message when the account id is missing or not a UUID. */
export function assertAccountId(accountId: string | null | undefined): asserts accountId is string {
  if (!accountId) throw new Error(ACCOUNT_ID_REQUIRED);
  if (!UUID.test(accountId)) throw new Error(ACCOUNT_ID_INVALID);
}
