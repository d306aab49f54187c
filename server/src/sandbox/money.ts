/** Money as the sandbox's pages show it, on the server and in the game pages' scripts alike. */

const SYMBOLS: Record<string, string> = { ZAR: 'R', INR: '₹' };

/** SPEC §5 money display: symbol, thousands commas, two decimals. */
export function formatMoney(minor: number, currency: string): string {
  const major = Math.floor(minor / 100).toLocaleString('en-US');
  return `${SYMBOLS[currency] ?? ''}${major}.${String(minor % 100).padStart(2, '0')}`;
}
