/**
 * KYC_PROVIDER=in_house: our own form at /kyc/<id>, with the sandbox form's fields and checks and no decision on it.
 * Submitting stores the details and document and puts the verification in `submitted`, where it waits for
 * compliance to approve or reject it in the back office; the browser then goes back to the site's redirect address.
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCodes } from '../../../../contract/errors';
import type { ModuleOptions } from '../../context';
import { fail } from '../../errors';
import { cardPage } from '../../http/pages/card-page';
import { sendInlinePage } from '../../http/pages/hosted-page';
import { ErrorAnswer } from '../../http/error-schema';
import { VerificationParams } from '../../modules/verification/schemas';
import { createVerificationsService, type FormView } from '../../modules/verification/service';
import { KYC_FORM_CSS, kycFormContent } from './form';
import type { KycProvider } from './provider';
import { InHouseKycAnswer } from './schemas';
import { acceptMultipart, receiveSubmission } from './submission';

export const KYC_FORM_PATH = '/kyc';

/** Sends the form; once the server has taken it, follows the site's redirect address. */
const PAGE_SCRIPT = `  var form = document.getElementById('kyc');
  var message = document.getElementById('message');
  if (!form) return;
  var button = form.querySelector('button');
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    button.disabled = true;
    message.style.color = '#111';
    message.textContent = 'Sending your details…';
    fetch('${KYC_FORM_PATH}/' + data.id, { method: 'POST', body: new FormData(form) })
      .then(function (r) { return r.json().then(function (j) { if (!r.ok) throw new Error(j.error ? j.error.message : 'Refused'); return j; }); })
      .then(function (answer) { message.textContent = 'Thank you: we will review your details.'; window.location.assign(answer.redirect_url); })
      .catch(function (error) { message.style.color = '#b91c1c'; message.textContent = error.message; button.disabled = false; });
  });`;

function inHousePage(view: FormView): string {
  return cardPage({
    title: `Identity verification · ${view.site.name}`,
    css: KYC_FORM_CSS,
    tag: `${view.site.name} · identity verification`,
    content: kycFormContent(view, '<button type="submit" class="approve">Send for review</button>'),
    data: { id: view.verification.id },
    script: PAGE_SCRIPT,
  });
}

const inHouseKycRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const verifications = createVerificationsService(ctx);
  acceptMultipart(app);

  app.get(`${KYC_FORM_PATH}/:id`, { schema: { params: VerificationParams } }, async (request, reply) =>
    sendInlinePage(reply, inHousePage(await verifications.form(request.params.id))),
  );

  app.post(
    `${KYC_FORM_PATH}/:id`,
    { schema: { params: VerificationParams, response: { 200: InHouseKycAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      const view = await verifications.form(request.params.id);
      if (view.status !== 'pending') throw fail(ErrorCodes.kycSettled);
      const details = await receiveSubmission(request, view.site.country, ctx.clock.now());
      await verifications.submit(request.params.id, details);
      return { status: 'submitted' as const, redirect_url: view.verification.redirect_url };
    },
  );
};

export const inHouseKyc: KycProvider = {
  name: 'in_house',
  formPath: (id) => `${KYC_FORM_PATH}/${id}`,
  routes: inHouseKycRoutes,
};
