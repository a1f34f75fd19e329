import { canAddVersion, claimedVersionCategory, mayUploadTo, mayUploadToOrder } from 'proofdesk/rules';
import { describe, expect, it } from 'vitest';
import { versionCategory } from '../../../../../sdk/core/access';
import {
  getsThumbnail,
  MAX_PARALLEL_UPLOADS,
  THUMBNAIL_EXTENSIONS,
  thumbnailCrop,
  thumbnailName,
  UPLOAD_EXTENSIONS,
  UPLOAD_THUMBNAIL,
  uploadPercent,
} from '../../../../../sdk/core/domain';

// Pure upload rules of issue 12 (proofing §5, §6, §9); the §5 refusals are in domain/upload.test.ts.

describe('thumbnails', () => {
  it('"Image files of the supported types get a 316x240 JPEG thumbnail", "JPEG quality 100"', () => {
    expect(UPLOAD_THUMBNAIL).toEqual({ width: 316, height: 240, type: 'image/jpeg', quality: 1 });
  });

  it('only the allowed image types a browser decodes get one', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.gif', 'e.bmp'])
      expect(getsThumbnail(name), name).toBe(true);
    for (const name of [
      'scan.tif',
      'scan.tiff',
      'art.psd',
      'logo.ai',
      'logo.eps',
      'book.indd',
      'a.pdf',
      'a.txt',
    ])
      expect(getsThumbnail(name), name).toBe(false);
    // Every thumbnail type is an allowed upload type.
    for (const extension of THUMBNAIL_EXTENSIONS) expect(UPLOAD_EXTENSIONS).toContain(extension);
  });

  it('names the thumbnail after the file, within the token name rules and 200 characters', () => {
    expect(thumbnailName('Poster v2 (final)+A.png')).toBe('Poster-v2--final--A-thumbnail.jpg');
    expect(thumbnailName(`${'x'.repeat(199)}.png`).length).toBeLessThanOrEqual(200);
  });

  it('covers the frame: the centred part with the thumbnail’s aspect ratio, nothing stretched', () => {
    expect(thumbnailCrop(316, 240)).toEqual({ sx: 0, sy: 0, sw: 316, sh: 240 });
    // Wide: full height, centred width.
    expect(thumbnailCrop(2000, 500)).toEqual({ sx: 671, sy: 0, sw: 658, sh: 500 });
    // Tall: full width, centred height.
    expect(thumbnailCrop(300, 1200)).toEqual({ sx: 0, sy: 486, sw: 300, sh: 228 });
    // 6000×4000 (the bench's photo): 3:2 into 316:240.
    const photo = thumbnailCrop(6000, 4000);
    expect(photo.sh).toBe(4000);
    expect(photo.sw / photo.sh).toBeCloseTo(316 / 240, 2);
    expect(photo.sx * 2 + photo.sw).toBeCloseTo(6000, -1);
  });
});

describe('progress and concurrency', () => {
  it('"at most three at once"', () => {
    expect(MAX_PARALLEL_UPLOADS).toBe(3);
  });

  it('whole percents from 0 to 100', () => {
    expect(uploadPercent(0, 1000)).toBe(0);
    expect(uploadPercent(499, 1000)).toBe(49);
    expect(uploadPercent(1000, 1000)).toBe(100);
    expect(uploadPercent(2000, 1000)).toBe(100);
    expect(uploadPercent(5, 0)).toBe(0);
  });
});

describe('who may upload where (§6 "Upload-related abilities")', () => {
  const owner = { role: 'owner' as const };
  const staff = { role: 'staff' as const };
  const operator = { role: 'operator' as const };
  const manager = { role: 'manager' as const };
  const cso = { role: 'cso' as const };

  it('"operators and managers may attach internal and customer review files"', () => {
    for (const user of [operator, manager]) {
      expect(mayUploadTo(user, 'internal')).toBe(true);
      expect(mayUploadTo(user, 'customer')).toBe(true);
    }
    expect(mayUploadTo(owner, 'internal')).toBe(false);
    expect(mayUploadTo(staff, 'customer')).toBe(false);
  });

  it('supplied files (the customer’s brief): owner, staff and internal roles; not the CSO, not view-only', () => {
    expect(mayUploadTo(owner, 'supplied')).toBe(true);
    expect(mayUploadTo(staff, 'supplied')).toBe(true);
    expect(mayUploadTo(operator, 'supplied')).toBe(true);
    expect(mayUploadTo(cso, 'supplied')).toBe(false);
    expect(mayUploadTo({ role: 'staff', viewOnly: true }, 'supplied')).toBe(false);
    expect(mayUploadTo(null, 'supplied')).toBe(false);
    expect(mayUploadTo(owner, 'guest')).toBe(false);
  });

  it('a new version goes to its attachment’s category, internal on the internal tab', () => {
    expect(versionCategory('customerReview')).toBe('customer');
    expect(versionCategory('customerReview', 'internal')).toBe('internal');
    expect(versionCategory('suppliedFiles', 'internal')).toBe('supplied');
    expect(versionCategory('internalReview', 'public')).toBe('internal');
    expect(versionCategory('somethingElse')).toBeNull();
    expect(canAddVersion(owner, 'suppliedFiles')).toBe(true);
    expect(canAddVersion(owner, 'customerReview')).toBe(false);
    expect(canAddVersion(operator, 'customerReview')).toBe(true);
    expect(canAddVersion(cso, 'suppliedFiles')).toBe(false);
  });

  it('only users who may upload some category to an order ask for its token, which locks it (issue 20)', () => {
    expect(mayUploadToOrder(owner)).toBe(true);
    expect(mayUploadToOrder(operator)).toBe(true);
    // "CSO: … attach customer review" (dashboard §6).
    expect(mayUploadToOrder(cso)).toBe(true);
    expect(mayUploadToOrder({ role: 'staff', viewOnly: true })).toBe(false);
    expect(mayUploadToOrder({ role: 'guest' })).toBe(false);
    expect(mayUploadToOrder(null)).toBe(false);
  });

  it('a source the client sends only picks the internal tab; any other must agree with the group (issue 20)', () => {
    expect(claimedVersionCategory('customerReview')).toBe('customer');
    expect(claimedVersionCategory('customerReview', 'customer')).toBe('customer');
    expect(claimedVersionCategory('customerReview', 'internal')).toBe('internal');
    expect(claimedVersionCategory('customerReview', 'supplied')).toBeNull();
    expect(claimedVersionCategory('suppliedFiles', 'internal')).toBeNull();
    expect(claimedVersionCategory('suppliedFiles', 'supplied')).toBe('supplied');
    expect(claimedVersionCategory('internalReview', 'customer')).toBeNull();
    expect(claimedVersionCategory('somethingElse')).toBeNull();
  });
});
