/**
 * The KYC form's submission: multipart/form-data read with limits (one document of at most 5 MB, a few short
 * fields), then checked as a provider would: the ID number by the site's country's rules, the names, the date of
 * birth (18 or older, and the one the South African ID number carries), and the document's type by its bytes.
 */

import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';
import { ErrorCodes } from '../../../../contract/errors';
import {
  KYC_DOCUMENT_MAX_BYTES,
  KYC_MIN_AGE,
  PAN_PATTERN,
  parseBirthDate,
  sniffDocumentType,
  southAfricanIdProblem,
} from '../../../../contract/verification';
import { fail } from '../../errors';
import { cleanName } from '../users/service';
import type { VerificationDetails } from './repository';

const MB = 1024 * 1024;
const FIELDS = ['id_number', 'first_name', 'last_name', 'date_of_birth'] as const;
type Field = (typeof FIELDS)[number];

export interface Submission {
  fields: Partial<Record<Field, string>>;
  document: Buffer | null;
}

/** Reads the request body; a document over the limit is 413, anything unreadable 400/422. */
export function readSubmission(raw: IncomingMessage): Promise<Submission> {
  return new Promise((resolve, reject) => {
    let parser: ReturnType<typeof busboy>;
    try {
      parser = busboy({
        headers: raw.headers,
        limits: { files: 1, fields: 8, parts: 10, fieldSize: 256, fieldNameSize: 64, fileSize: KYC_DOCUMENT_MAX_BYTES },
      });
    } catch {
      reject(fail(ErrorCodes.badRequest, 'The form could not be read'));
      return;
    }
    const submission: Submission = { fields: {}, document: null };
    let failure: Error | null = null;
    let fileDone: Promise<void> = Promise.resolve();
    const refuse = (error: Error) => {
      failure ??= error;
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) refuse(fail(ErrorCodes.validation, `${name} is too long`));
      if ((FIELDS as readonly string[]).includes(name)) submission.fields[name as Field] = value;
    });
    parser.on('file', (name, stream) => {
      if (name !== 'document') {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      fileDone = new Promise((done) => {
        stream.on('end', () => {
          if (stream.truncated) {
            refuse(fail(ErrorCodes.payloadTooLarge, `document must be at most ${KYC_DOCUMENT_MAX_BYTES / MB} MB`));
          } else {
            submission.document = Buffer.concat(chunks);
          }
          done();
        });
      });
    });
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) {
      parser.on(limit, () => refuse(fail(ErrorCodes.validation, 'The form has too many parts')));
    }
    parser.on('error', () => reject(failure ?? fail(ErrorCodes.badRequest, 'The form could not be read')));
    parser.on('close', () => {
      void fileDone.then(() => (failure ? reject(failure) : resolve(submission)));
    });
    raw.pipe(parser);
  });
}

function required(fields: Submission['fields'], name: Field): string {
  const value = fields[name]?.trim();
  if (!value) throw fail(ErrorCodes.validation, `${name} is required`);
  return value;
}

/** Whole years from the birth date to `now` (UTC). */
function ageOn(birth: { year: number; month: number; day: number }, now: Date): number {
  const beforeBirthday =
    now.getUTCMonth() + 1 < birth.month || (now.getUTCMonth() + 1 === birth.month && now.getUTCDate() < birth.day);
  return now.getUTCFullYear() - birth.year - (beforeBirthday ? 1 : 0);
}

/** The checked details, or the first problem as a 4xx naming the field. */
export function checkSubmission(submission: Submission, country: string, now: Date): VerificationDetails {
  const { fields } = submission;
  const firstName = cleanName('first_name', required(fields, 'first_name'));
  const lastName = cleanName('last_name', required(fields, 'last_name'));
  const dateOfBirth = required(fields, 'date_of_birth');
  const birth = parseBirthDate(dateOfBirth);
  if (!birth || ageOn(birth, now) > 130) throw fail(ErrorCodes.validation, 'date_of_birth must be a date, YYYY-MM-DD');
  if (ageOn(birth, now) < KYC_MIN_AGE) {
    throw fail(ErrorCodes.validation, `date_of_birth: you must be ${KYC_MIN_AGE} or older`);
  }

  let idNumber = required(fields, 'id_number').replace(/[\s-]/g, '');
  if (country === 'IN') {
    idNumber = idNumber.toUpperCase();
    if (!PAN_PATTERN.test(idNumber)) throw fail(ErrorCodes.validation, 'id_number must be a PAN like ABCDE1234F');
  } else {
    const problem = southAfricanIdProblem(idNumber);
    if (problem) throw fail(ErrorCodes.validation, `id_number is not a valid South African ID number: it ${problem}`);
    if (idNumber.slice(0, 6) !== dateOfBirth.replace(/-/g, '').slice(2)) {
      throw fail(ErrorCodes.validation, 'id_number does not match date_of_birth');
    }
  }

  const bytes = submission.document;
  if (!bytes || bytes.length === 0) throw fail(ErrorCodes.validation, 'document is required');
  const contentType = sniffDocumentType(bytes);
  if (!contentType) throw fail(ErrorCodes.unsupportedMediaType, 'document must be a JPEG, PNG or PDF file');
  return { idNumber, firstName, lastName, dateOfBirth, document: { contentType, bytes } };
}
