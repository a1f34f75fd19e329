import { describe, expect, it } from 'vitest';
import {
  checkUploadBatch,
  checkUploadFile,
  fileExtension,
  isAllowedExtension,
  isStorageBlocked,
  isValidUploadName,
  UPLOAD_BATCH_LIMIT,
  UPLOAD_EXTENSIONS,
  UPLOAD_SIZE_LIMITS,
  uploadSizeProblem,
  uploadTokenName,
} from '../../../../../sdk/core/domain';

const GB = 1024 ** 3;

describe('upload file names (proofing §5)', () => {
  it('Upload file name: only letters, digits, space, dash, underscore, dot, parentheses and plus are allowed.', () => {
    expect(isValidUploadName('Brochure v2 (final)+print_A-1.pdf')).toBe(true);
    for (const bad of ['a/b.pdf', 'résumé.pdf', 'a#b.png', 'a&b.png', 'quote".pdf', '']) {
      expect(isValidUploadName(bad)).toBe(false);
    }
  });

  it("Otherwise the title is 'Not supported file name' and the message is '{file} is invalid file name. …'", () => {
    expect(checkUploadFile({ name: 'logo#1.png', size: 1 })).toEqual({
      code: 'invalid-name',
      title: 'Not supported file name',
      message:
        'logo#1.png is invalid file name. We only accept Alphanumericals(A-Z+a-z+0-9), space( ), dash(-), underscore(_) and dot(.) characters',
    });
  });

  it('When requesting an upload token, spaces, parentheses and plus in the name are replaced by dashes.', () => {
    expect(uploadTokenName('My file (v2)+x.pdf')).toBe('My-file--v2--x.pdf');
    expect(uploadTokenName('plain_name.png')).toBe('plain_name.png');
  });
});

describe('allowed extensions (proofing §5)', () => {
  it('Allowed extensions: png, jpg, jpeg, gif, tif, tiff, bmp, pdf, doc, docx, rtf, csv, xls, xlsx, txt, ai, psd, indd, zip, eps.', () => {
    expect(UPLOAD_EXTENSIONS).toHaveLength(20);
    for (const ext of UPLOAD_EXTENSIONS) expect(isAllowedExtension(`file.${ext.toUpperCase()}`)).toBe(true);
    for (const name of ['run.exe', 'page.html', 'noextension', 'trailingdot.', '.png']) {
      expect(isAllowedExtension(name)).toBe(false);
    }
    expect(fileExtension('archive.tar.ZIP')).toBe('zip');
  });

  it("Otherwise: 'Not supported file' / '{name} is not supported to process. Please use another extension.'", () => {
    expect(checkUploadFile({ name: 'movie.mp4', size: 10 })).toEqual({
      code: 'unsupported',
      title: 'Not supported file',
      message: 'movie.mp4 is not supported to process. Please use another extension.',
    });
  });

  // Issue 20 item 5: an empty file has nothing to proof; the widget and the server refuse it alike.
  it("refuses an empty file with 'Not supported file', in a selection too", () => {
    const refusal = {
      code: 'unsupported',
      title: 'Not supported file',
      message: 'empty.pdf is not supported to process. Please use another extension.',
    };
    expect(checkUploadFile({ name: 'empty.pdf', size: 0 })).toEqual(refusal);
    expect(
      checkUploadBatch([
        { name: 'a.png', size: 10 },
        { name: 'empty.pdf', size: 0 },
      ]),
    ).toEqual(refusal);
    expect(checkUploadFile({ name: 'one-byte.txt', size: 1 })).toBeNull();
  });
});

describe('size limits per asset kind (issue 20)', () => {
  it('order files keep the spec’s 2 GB; account images a few MB, a favicon 1 MB', () => {
    const MB = 1024 * 1024;
    expect(UPLOAD_SIZE_LIMITS).toEqual({
      attachment: UPLOAD_BATCH_LIMIT,
      'attachment-version': UPLOAD_BATCH_LIMIT,
      avatar: 5 * MB,
      'avatar-customer': 5 * MB,
      logo: 5 * MB,
      'image-placeholder': 5 * MB,
      favicon: MB,
    });
    expect(uploadSizeProblem('image-placeholder', 5 * MB)).toBeNull();
    expect(uploadSizeProblem('image-placeholder', 2 * GB)?.message).toBe(
      'The file size is above 5 MB max limit and cannot be uploaded. Please adjust the file size and try again.',
    );
    expect(uploadSizeProblem('favicon', MB + 1)?.message).toContain('above 1 MB max limit');
    expect(uploadSizeProblem('attachment', 2 * GB + 1)?.message).toContain('above 2 GB max limit');
    // The widget's check of a selection applies the target kind's limit.
    expect(checkUploadBatch([{ name: 'me.png', size: 6 * MB }], null, undefined, 'avatar')?.code).toBe(
      'too-large',
    );
    expect(checkUploadBatch([{ name: 'me.png', size: 6 * MB }])).toBeNull();
  });
});

describe('batch and quota (proofing §5, §9)', () => {
  it("An empty selection shows 'No files'.", () => {
    expect(checkUploadBatch([])?.message).toBe('No files');
  });

  it('Total batch size limit 2 GB (2147483648 bytes).', () => {
    expect(UPLOAD_BATCH_LIMIT).toBe(2147483648);
    const half = UPLOAD_BATCH_LIMIT / 2;
    expect(
      checkUploadBatch([
        { name: 'a.pdf', size: half },
        { name: 'b.pdf', size: half },
      ]),
    ).toBeNull();
    expect(
      checkUploadBatch([
        { name: 'a.pdf', size: half },
        { name: 'b.pdf', size: half + 1 },
      ]),
    ).toEqual({
      code: 'too-large',
      title:
        'The file size is above 2 GB max limit and cannot be uploaded. Please adjust the file size and try again.',
      message:
        'The file size is above 2 GB max limit and cannot be uploaded. Please adjust the file size and try again.',
    });
  });

  it('Storage is full when used plus additional used is at least quota plus additional quota.', () => {
    const figures = (used: number, extraUsed: number) => ({
      storages: { used, quota: 10 * GB },
      retail: { additionalStorageUsed: extraUsed, additionalStorageQuota: 5 * GB },
    });
    expect(isStorageBlocked(figures(9 * GB, 5 * GB), 0)).toBe(false);
    expect(isStorageBlocked(figures(10 * GB, 5 * GB), 0)).toBe(true);
    // "an upload past the quota (plan plus additional)"
    expect(isStorageBlocked(figures(9 * GB, 5 * GB), GB)).toBe(false);
    expect(isStorageBlocked(figures(9 * GB, 5 * GB), GB + 1)).toBe(true);
    expect(isStorageBlocked({ storages: { used: 99 * GB, quota: 'infinity' } }, GB)).toBe(false);
  });

  it("An upload past the quota shows 'Not Enough Storage' / 'Please upgrade your membership to continue uploading more attachments.'", () => {
    const problem = checkUploadBatch([{ name: 'a.png', size: 2 * GB }], { storages: { used: 0, quota: GB } });
    expect(problem).toEqual({
      code: 'storage-full',
      title: 'Not Enough Storage',
      message: 'Please upgrade your membership to continue uploading more attachments.',
    });
  });

  it('checks names before extensions and files before the batch size', () => {
    expect(checkUploadBatch([{ name: 'a$.exe', size: 3 * GB }])?.code).toBe('invalid-name');
    expect(checkUploadBatch([{ name: 'a.exe', size: 3 * GB }])?.code).toBe('unsupported');
  });
});
