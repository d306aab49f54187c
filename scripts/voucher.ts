/** `npm run voucher -- <amount> [site_id]`: mints a sandbox voucher on the running server (amount in rand/rupees). */

const [amountArg, siteArg] = process.argv.slice(2);
const amount = Number(amountArg);
if (!amountArg || !Number.isFinite(amount) || amount <= 0) {
  console.error('Usage: npm run voucher -- <amount in major units, e.g. 50> [site_id, default 1]');
  process.exit(2);
}
const siteId = siteArg ? Number(siteArg) : 1;
const base = process.env.API_URL || `http://localhost:${process.env.PORT || '8000'}`;

fetch(`${base}/sandbox/vouchers`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ amount: Math.round(amount * 100), site_id: siteId }),
})
  .then(async (response) => {
    const body = (await response.json()) as { code?: string; error?: { message: string } };
    if (!response.ok || !body.code) throw new Error(body.error?.message ?? `HTTP ${response.status}`);
    console.log(`Voucher for ${amount.toFixed(2)} on site ${siteId}: ${body.code}`);
  })
  .catch((error: unknown) => {
    console.error(`Could not mint a voucher at ${base} (is the server running with SANDBOX on?):`, error);
    process.exit(1);
  });
