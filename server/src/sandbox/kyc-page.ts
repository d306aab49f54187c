/**
 * The sandbox KYC provider's hosted form: who is verified and for which level, the ID number (by the site's
 * country), names, date of birth and one document, then Approve / Reject. Self-contained and phone-sized like the
 * payment page; Approve sends the details (multipart) and then the decision, Reject only the decision; both then
 * go back to the site's redirect address.
 */

import { KYC_DOCUMENT_MAX_BYTES } from '../../../contract/verification';
import type { FormView } from '../modules/verification/service';
import { cardPage } from './card-page';
import { escapeHtml } from './hosted-page';

const LEVEL_NAMES: Record<number, string> = { 2: 'Standard (level 2)', 3: 'Enhanced (level 3)' };

const PAGE_CSS = `
  h1 { font-size: 24px; margin: 8px 0; }
  label { display: block; margin: 14px 0 4px; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; min-height: 48px; font-size: 18px; padding: 10px;
    border: 1px solid #9ca3af; border-radius: 8px; background: #fff; }
  .hint { font-size: 14px; color: #4b5563; margin: 4px 0 0; }
  .buttons { display: grid; gap: 10px; margin-top: 20px; }
  button { font-size: 18px; min-height: 48px; padding: 12px; border-radius: 8px; border: 0; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  button:disabled { opacity: .6; cursor: default; }
  .approve { background: #15803d; color: #fff; }
  .reject { background: #b91c1c; color: #fff; }
  #message { min-height: 1.4em; margin-top: 12px; color: #b91c1c; }`;

/** Approve sends the details, then the decision; Reject only the decision; both then follow the redirect address. */
const PAGE_SCRIPT = `  var form = document.getElementById('kyc');
  var message = document.getElementById('message');
  if (!form) return;
  var buttons = form.querySelectorAll('button');
  function busy(on) { buttons.forEach(function (b) { b.disabled = on; }); }
  function json(r) { return r.json().then(function (j) { if (!r.ok) throw new Error(j.error ? j.error.message : 'Refused'); return j; }); }
  function decide(outcome) {
    return fetch('/sandbox/kyc/' + data.id, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome: outcome })
    }).then(json).then(function (answer) { window.location.assign(answer.redirect_url); });
  }
  function fail(error) { message.style.color = '#b91c1c'; message.textContent = error.message; busy(false); }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    busy(true);
    message.style.color = '#111';
    message.textContent = 'Checking your details…';
    fetch('/sandbox/kyc/' + data.id + '/details', { method: 'POST', body: new FormData(form) })
      .then(json).then(function () { return decide('approved'); }).catch(fail);
  });
  form.querySelector('[data-outcome="rejected"]').addEventListener('click', function () {
    busy(true);
    decide('rejected').catch(fail);
  });`;

export function kycPage(view: FormView): string {
  const { verification, user, site, status } = view;
  const india = site.country === 'IN';
  const open = status === 'pending';
  const idField = india
    ? `<label for="id_number">PAN</label>
      <input id="id_number" name="id_number" autocomplete="off" autocapitalize="characters" maxlength="10"
        pattern="[A-Za-z]{5}[0-9]{4}[A-Za-z]" placeholder="ABCDE1234F" required>`
    : `<label for="id_number">South African ID number</label>
      <input id="id_number" name="id_number" inputmode="numeric" autocomplete="off" maxlength="13" pattern="[0-9]{13}"
        placeholder="13 digits" required>`;
  const form = `<form id="kyc" novalidate>
      ${idField}
      <label for="first_name">First name</label>
      <input id="first_name" name="first_name" autocomplete="given-name" maxlength="25"
        value="${escapeHtml(user.first_name)}" required>
      <label for="last_name">Last name</label>
      <input id="last_name" name="last_name" autocomplete="family-name" maxlength="25"
        value="${escapeHtml(user.last_name)}" required>
      <label for="date_of_birth">Date of birth</label>
      <input id="date_of_birth" name="date_of_birth" type="date" autocomplete="bday" required>
      <label for="document">Photo of your ID document or a selfie with it</label>
      <input id="document" name="document" type="file" accept="image/jpeg,image/png,application/pdf" required>
      <p class="hint">JPEG, PNG or PDF, at most ${KYC_DOCUMENT_MAX_BYTES / 1024 / 1024} MB.</p>
      <div class="buttons">
        <button type="submit" class="approve" data-outcome="approved">Approve</button>
        <button type="button" class="reject" data-outcome="rejected">Reject</button>
      </div>
    </form>`;
  return cardPage({
    title: 'Sandbox identity verification',
    css: PAGE_CSS,
    tag: 'Sandbox KYC provider: no real identity check',
    content: `<h1>Verify your identity</h1>
    <p>For <strong>${escapeHtml(site.name)}</strong>, player ${escapeHtml(user.phone)}</p>
    <p>Level: <strong>${escapeHtml(LEVEL_NAMES[verification.level] ?? String(verification.level))}</strong></p>
    ${open ? form : `<p>This verification is already ${escapeHtml(status)}.</p>`}`,
    data: { id: verification.id },
    script: PAGE_SCRIPT,
  });
}
