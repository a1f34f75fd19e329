import type { Readable } from 'node:stream';
import { STORAGE_MESSAGES } from 'proofdesk/contract';
import { updateUploadStatus } from '../data/uploads/upload-rows';
import { done, fail, invalid, type Result, type ServerContext } from '../http';
import type { StagedUpload } from '../storage';
import { verifyUploadPolicy } from './policy';
import { findUpload } from './rows';

/** One part of a multipart body, as @fastify/multipart yields it. */
export type FormPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; file: Readable };

/**
 * The form fields an upload may carry: the two the policy's conditions name, and the policy and
 * signature themselves (S3 likewise refuses "extra input fields" the policy does not cover).
 */
const SIGNED_FIELDS: ReadonlySet<string> = new Set([
  'key',
  'Content-Type',
  'Policy',
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Signature',
]);

const ONE_FILE_LAST = 'Send exactly one file, as the last part of the form.';

/**
 * POST /storage/upload: fields first, then exactly one file (S3's order). The signed policy is
 * checked before a byte is written; the file waits in a temporary place until the whole body has
 * been read, and only a body that was right to its end stores it and uses the policy up. Issue 8:
 * a second file used to be ignored after the first was kept, and the policy was spent on it.
 */
export async function receiveStoragePost(
  ctx: ServerContext,
  parts: AsyncIterable<FormPart>,
): Promise<Result> {
  const fields: Record<string, string> = {};
  let refusal: Result | undefined;
  let received: { staged: StagedUpload; key: string } | undefined;
  try {
    for await (const part of parts) {
      if (refusal) {
        if (part.type === 'file') part.file.resume();
        continue;
      }
      if (received) {
        // Anything after the file (a second file, a late field) refuses the whole upload.
        if (part.type === 'file') part.file.resume();
        refusal = invalid(ONE_FILE_LAST);
        continue;
      }
      if (part.type === 'field') {
        const known = SIGNED_FIELDS.has(part.fieldname) && !(part.fieldname in fields);
        if (!known || typeof part.value !== 'string') {
          refusal = invalid(
            `The field "${part.fieldname.slice(0, 64)}" is not covered by the upload policy.`,
          );
          continue;
        }
        fields[part.fieldname] = part.value;
        continue;
      }
      const check = verifyUploadPolicy(ctx.secret, fields, ctx.now());
      const row = check.ok ? await findUpload(ctx.data, check.policy.key) : undefined;
      if (!check.ok || !row || row.status !== 'pending') {
        part.file.resume();
        const expired = !check.ok && check.reason === 'expired';
        refusal = fail(403, expired ? STORAGE_MESSAGES.expired : STORAGE_MESSAGES.badSignature);
        continue;
      }
      const temp = await ctx.store.receive(part.file, check.policy.maxSize);
      if (!temp.ok) {
        refusal =
          temp.reason === 'too-large'
            ? fail(413, STORAGE_MESSAGES.tooLarge)
            : invalid(STORAGE_MESSAGES.noFile);
        continue;
      }
      received = { staged: temp.staged, key: row.key };
    }
  } catch (error) {
    // An unreadable body leaves nothing behind, not even the temporary file.
    if (received) await received.staged.discard();
    throw error;
  }
  if (!received) return refusal ?? invalid(STORAGE_MESSAGES.noFile);
  if (refusal) {
    await received.staged.discard();
    return refusal;
  }
  // The policy is spent only now: the row must still be pending (two racing posts store one file).
  const { staged, key } = received;
  const claimed = await updateUploadStatus(ctx.data.db, key, 'stored', staged.size, 'pending');
  if (claimed !== 1) {
    await staged.discard();
    return fail(403, STORAGE_MESSAGES.badSignature);
  }
  try {
    // The disk renames the staged file; S3 receives it now, with its length (storage/).
    await staged.commit(key);
  } catch (error) {
    await updateUploadStatus(ctx.data.db, key, 'pending');
    await staged.discard();
    throw error;
  }
  return done({ data: { key, size: staged.size } });
}
