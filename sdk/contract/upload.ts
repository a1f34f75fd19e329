import { type Static, Type } from '@sinclair/typebox';

export { UPLOAD_HEADERS } from './upload-constants';

// Upload (proofing §4.11, §7 "Upload"): token → form POST to storage → register the record.

/** "Asset kinds" of proofing §3; the `:type` path segment of every upload call. */
export const ASSET_KINDS = [
  'attachment',
  'attachment-version',
  'avatar',
  'avatar-customer',
  'logo',
  'favicon',
  'image-placeholder',
] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

/** "Attachment categories": the X-Upload-Source header of the register call. */
export const ATTACHMENT_CATEGORIES = ['internal', 'customer', 'supplied', 'guest'] as const;
export type AttachmentCategory = (typeof ATTACHMENT_CATEGORIES)[number];

/** Storage keys: `<uuid>-<sanitised name>`, path-safe by construction. */
export const STORAGE_KEY_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$';

const Id = Type.String({ minLength: 1, maxLength: 64 });
const Kind = Type.Union(ASSET_KINDS.map((value) => Type.Literal(value)));
const Key = Type.String({ minLength: 1, maxLength: 255, pattern: STORAGE_KEY_PATTERN });

export const UploadParams = Type.Object({ type: Kind, orderId: Id }, { additionalProperties: false });
export const UploadKeyParams = Type.Object(
  { type: Kind, orderId: Id, key: Key },
  { additionalProperties: false },
);
export const StorageFileParams = Type.Object({ key: Key }, { additionalProperties: false });

/** POST /upload/upload-token/:type/:orderId — `type` here is the file's content type. */
export const UploadTokenBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    size: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
    type: Type.String({ maxLength: 255 }),
  },
  { additionalProperties: false },
);
export type UploadTokenBody = Static<typeof UploadTokenBody>;

/** The shape of an S3 presigned POST: send `fields` first, then the file as field `file`. */
export const UploadTokenData = Type.Object({
  url: Type.String(),
  fields: Type.Record(Type.String(), Type.String()),
});
export type UploadTokenData = Static<typeof UploadTokenData>;

const StoredRef = Type.Object(
  { key: Key, size: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }) },
  { additionalProperties: false },
);

/** PUT /upload/:type/:orderId — "Upload record: file{name, type, size, key, thumbnail{key,size}}". */
export const RegisterUploadBody = Type.Object(
  {
    file: Type.Object(
      {
        name: Type.String({ minLength: 1, maxLength: 200 }),
        type: Type.String({ maxLength: 255 }),
        size: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
        key: Key,
        thumbnail: Type.Optional(StoredRef),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type RegisterUploadBody = Static<typeof RegisterUploadBody>;

export const UPLOAD_SIGNING = {
  algorithm: 'PROOFDESK-HMAC-SHA256',
  bucket: 'proofdesk',
  /** Policy lifetime. */
  ttlSeconds: 15 * 60,
} as const;

export const STORAGE_MESSAGES = {
  badSignature: 'The upload policy or its signature is not valid.',
  expired: 'The upload policy has expired.',
  tooLarge: 'The file is larger than the upload policy allows.',
  noFile: 'No file was sent.',
  notStored: 'The file was not uploaded by you for this order.',
  alreadyRegistered: 'The file is already registered and cannot be removed.',
} as const;
