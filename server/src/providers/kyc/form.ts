/**
 * The identity form both KYC forms show (the sandbox's and the in-house one): the ID number by the site's country,
 * names, date of birth and one document. The server checks what is sent (modules/verification/details.ts); the
 * fields' patterns only help the player type it.
 */

import { KYC_DOCUMENT_MAX_BYTES } from '../../../../contract/verification';
import { escapeHtml } from '../../http/pages/hosted-page';
import type { FormView } from '../../modules/verification/service';

const LEVEL_NAMES: Record<number, string> = { 2: 'Standard (level 2)', 3: 'Enhanced (level 3)' };

export const KYC_FORM_CSS = `
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

/** The card's content: who and which level, then the form (with `buttons`) while the verification is open. */
export function kycFormContent(view: FormView, buttons: string): string {
  const { verification, user, site, status } = view;
  const india = site.country === 'IN';
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
        ${buttons}
      </div>
    </form>`;
  return `<h1>Verify your identity</h1>
    <p>For <strong>${escapeHtml(site.name)}</strong>, player ${escapeHtml(user.phone)}</p>
    <p>Level: <strong>${escapeHtml(LEVEL_NAMES[verification.level] ?? String(verification.level))}</strong></p>
    ${status === 'pending' ? form : `<p>This verification is already ${escapeHtml(status)}.</p>`}`;
}
