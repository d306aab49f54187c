/** Receiving a KYC form's multipart submission: the same limits and checks on the sandbox's form and ours. */

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../../../contract/errors';
import { KYC_DOCUMENT_MAX_BYTES } from '../../../../contract/verification';
import { fail } from '../../errors';
import { checkSubmission, readSubmission } from '../../modules/verification/details';
import type { VerificationDetails } from '../../modules/verification/repository';

/** Room for the form's fields and multipart framing around the largest document. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Leaves multipart bodies unread in `app`: receiveSubmission streams them through busboy with its own limits. */
export function acceptMultipart(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
}

/** The form's answers and document, checked for the site's `country`; a 4xx in the contract's shape otherwise. */
export async function receiveSubmission(
  request: FastifyRequest,
  country: string,
  now: Date,
): Promise<VerificationDetails> {
  if (!/^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')) {
    throw fail(ErrorCodes.unsupportedMediaType, 'The form must be sent as multipart/form-data');
  }
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > KYC_DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD) {
    throw fail(ErrorCodes.payloadTooLarge, `document must be at most ${KYC_DOCUMENT_MAX_BYTES / 1024 / 1024} MB`);
  }
  return checkSubmission(await readSubmission(request.raw), country, now);
}
