/**
 * The sandbox payment provider's hosted page: what is paid and to whom, an amount entry when the site did not fix
 * one, and Pay / Cancel / Fail. Self-contained (no external assets) and phone-sized; its buttons POST to
 * /sandbox/payments/<id>, which delivers the provider's callback, then follow the answer's return address.
 */

import type { Payment } from '../modules/payments/repository';
import { cardPage } from '../http/pages/card-page';
import { escapeHtml } from '../http/pages/hosted-page';
import { formatMoney } from './money';

const METHOD_NAMES: Record<Payment['method'], string> = {
  card: 'Card payment',
  instant_eft: 'Instant EFT',
  phone: 'Phone redemption',
  upi_qr: 'UPI (QR)',
  upi_intent: 'UPI (app)',
};

const PAGE_CSS = `
  .amount { font-size: 32px; font-weight: 700; margin: 8px 0 16px; }
  label { display: block; margin: 12px 0 4px; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; font-size: 20px; padding: 10px; border: 1px solid #9ca3af;
    border-radius: 8px; }
  .buttons { display: grid; gap: 10px; margin-top: 20px; }
  button { font-size: 18px; padding: 12px; border-radius: 8px; border: 0; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  .pay { background: #15803d; color: #fff; }
  .cancel { background: #e5e7eb; color: #111; }
  .fail { background: #b91c1c; color: #fff; }
  #message { min-height: 1.4em; margin-top: 12px; color: #b91c1c; }`;

/** Pay sends the amount when the site left it open; every button then follows the answer's return address. */
const PAGE_SCRIPT = `  var message = document.getElementById('message');
  var buttons = document.querySelectorAll('button[data-outcome]');
  function toMinor(text) {
    var clean = String(text).replace(',', '.').replace(/[^0-9.]/g, '');
    if (!/^[0-9]+(\\.[0-9]{1,2})?$/.test(clean)) return null;
    var parts = clean.split('.');
    var minor = Number(parts[0]) * 100 + Number(((parts[1] || '') + '00').slice(0, 2));
    return minor > 0 && Number.isSafeInteger(minor) ? minor : null;
  }
  function send(outcome) {
    var body = { outcome: outcome };
    if (outcome === 'paid' && !data.fixed) {
      var amount = toMinor(document.getElementById('amount').value);
      if (amount === null) { message.textContent = 'Enter an amount, e.g. 100.00'; return; }
      body.amount = amount;
    }
    buttons.forEach(function (b) { b.disabled = true; });
    message.textContent = 'Please wait…';
    fetch('/sandbox/payments/' + data.id, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body)
    }).then(function (r) { return r.json().then(function (j) { return { ok: r.ok, body: j }; }); })
      .then(function (answer) {
        if (!answer.ok) throw new Error(answer.body.error ? answer.body.error.message : 'Refused');
        if (answer.body.redirect_url) { window.location.assign(answer.body.redirect_url); return; }
        message.style.color = '#111';
        message.textContent = 'Payment ' + answer.body.status + '. You can return to the app.';
      })
      .catch(function (error) {
        message.textContent = error.message;
        buttons.forEach(function (b) { b.disabled = false; });
      });
  }
  buttons.forEach(function (b) { b.addEventListener('click', function () { send(b.dataset.outcome); }); });`;

function settledLine(status: Payment['status']): string {
  return status === 'expired'
    ? 'This payment has expired. Go back to the site to start a new one.'
    : `This payment is already ${escapeHtml(status)}.`;
}

export function paymentPage(payment: Payment & { siteName: string }): string {
  const fixed = payment.amount !== null;
  const settled = payment.status !== 'pending';
  const amountPart = fixed
    ? `<p class="amount">${escapeHtml(formatMoney(payment.amount!, payment.currency))}</p>`
    : `<label for="amount">Amount (${escapeHtml(payment.currency)})</label>
      <input id="amount" name="amount" inputmode="decimal" autocomplete="off" placeholder="100.00" required>`;
  return cardPage({
    title: 'Sandbox payment',
    css: PAGE_CSS,
    tag: 'Sandbox payment provider: no real money moves',
    content: `<h1>${escapeHtml(METHOD_NAMES[payment.method])}</h1>
    <p>To <strong>${escapeHtml(payment.siteName)}</strong></p>
    ${settled ? `<p>${settledLine(payment.status)}</p>` : amountPart}
    <div class="buttons">
      <button type="button" class="pay" data-outcome="paid"${settled ? ' disabled' : ''}>Pay</button>
      <button type="button" class="cancel" data-outcome="canceled"${settled ? ' disabled' : ''}>Cancel</button>
      <button type="button" class="fail" data-outcome="failed"${settled ? ' disabled' : ''}>Fail</button>
    </div>`,
    data: { id: payment.id, fixed },
    script: PAGE_SCRIPT,
  });
}
