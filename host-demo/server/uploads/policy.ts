import { createHmac, timingSafeEqual } from 'node:crypto';
import { UPLOAD_SIGNING, type UploadTokenData } from 'proofdesk/contract';

// An S3-style presigned POST: the browser sends `fields` then the file to `url`; the storage
// endpoint trusts nothing but the signed Policy. An S3-compatible store can replace the endpoint
// without the client changing.

export interface PolicyInput {
  key: string;
  contentType: string;
  maxSize: number;
  now: Date;
  url: string;
}

export interface VerifiedPolicy {
  key: string;
  contentType: string;
  maxSize: number;
}

export type PolicyCheck =
  | { ok: true; policy: VerifiedPolicy }
  | { ok: false; reason: 'signature' | 'expired' };

// A key of its own, so an upload signature can never double as an anti-forgery token.
const signingKey = (secret: Buffer) =>
  createHmac('sha256', secret).update('proofdesk upload policy').digest();

const sign = (secret: Buffer, policy: string) =>
  createHmac('sha256', signingKey(secret)).update(policy).digest('hex');

const amzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function signUploadPolicy(secret: Buffer, input: PolicyInput): UploadTokenData {
  const expiration = new Date(input.now.getTime() + UPLOAD_SIGNING.ttlSeconds * 1000).toISOString();
  const document = {
    expiration,
    conditions: [
      { bucket: UPLOAD_SIGNING.bucket },
      { key: input.key },
      { 'Content-Type': input.contentType },
      ['content-length-range', 0, input.maxSize],
    ],
  };
  const policy = Buffer.from(JSON.stringify(document)).toString('base64');
  const date = amzDate(input.now);
  return {
    url: input.url,
    fields: {
      key: input.key,
      'Content-Type': input.contentType,
      Policy: policy,
      'X-Amz-Algorithm': UPLOAD_SIGNING.algorithm,
      'X-Amz-Credential': `proofdesk/${date.slice(0, 8)}/local/storage/proofdesk_request`,
      'X-Amz-Date': date,
      'X-Amz-Signature': sign(secret, policy),
    },
  };
}

type Condition = Record<string, unknown> | unknown[];

function readPolicy(policy: string): { expiration: string; conditions: Condition[] } | undefined {
  try {
    const value = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as Record<string, unknown>;
    if (typeof value.expiration !== 'string' || !Array.isArray(value.conditions)) return undefined;
    return { expiration: value.expiration, conditions: value.conditions as Condition[] };
  } catch {
    return undefined;
  }
}

/** Checks the signature over the Policy, then that the sent fields match what it allows. */
export function verifyUploadPolicy(secret: Buffer, fields: Record<string, string>, now: Date): PolicyCheck {
  const { Policy: policy = '', 'X-Amz-Signature': given = '' } = fields;
  const expected = Buffer.from(sign(secret, policy));
  const actual = Buffer.from(given);
  if (!policy || actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, reason: 'signature' };
  }
  const document = readPolicy(policy);
  if (!document) return { ok: false, reason: 'signature' };
  if (!(Date.parse(document.expiration) > now.getTime())) return { ok: false, reason: 'expired' };
  let key: string | undefined;
  let contentType = '';
  let maxSize = -1;
  for (const condition of document.conditions) {
    if (Array.isArray(condition) && condition[0] === 'content-length-range') maxSize = Number(condition[2]);
    else if (!Array.isArray(condition) && typeof condition.key === 'string') key = condition.key;
    else if (!Array.isArray(condition) && typeof condition['Content-Type'] === 'string') {
      contentType = condition['Content-Type'];
    }
  }
  // The form fields must say what the signed policy says (S3 refuses a mismatch the same way).
  if (!key || fields.key !== key || (fields['Content-Type'] ?? '') !== contentType || !(maxSize >= 0)) {
    return { ok: false, reason: 'signature' };
  }
  return { ok: true, policy: { key, contentType, maxSize } };
}
