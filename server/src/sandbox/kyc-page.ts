/**
 * The sandbox KYC provider's hosted form: who is verified and for which level, the ID number (by the site's
 * country), names, date of birth and one document, then Approve / Reject. Self-contained and phone-sized like the
 * payment page; Approve sends the details (multipart) and then the decision, Reject only the decision; both then
 * go back to the site's redirect address.
 */

import { cardPage } from '../http/pages/card-page';
import type { FormView } from '../modules/verification/service';
import { KYC_FORM_CSS, kycFormContent } from '../providers/kyc/form';

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
  const buttons = `<button type="submit" class="approve" data-outcome="approved">Approve</button>
        <button type="button" class="reject" data-outcome="rejected">Reject</button>`;
  return cardPage({
    title: 'Sandbox identity verification',
    css: KYC_FORM_CSS,
    tag: 'Sandbox KYC provider: no real identity check',
    content: kycFormContent(view, buttons),
    data: { id: view.verification.id },
    script: PAGE_SCRIPT,
  });
}
