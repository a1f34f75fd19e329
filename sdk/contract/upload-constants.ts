// Upload values the browser needs at run time, apart from the schemas (see constants.ts).

/** Headers of PUT /upload/:type/:orderId (chosen names; the spec only says they exist). */
export const UPLOAD_HEADERS = {
  /** '0' skips the order timeline entry; default '1'. */
  timeline: 'X-Timeline-Record',
  /** attachment-version: the attachment that gets the new version. */
  attachment: 'X-Attachment-Record',
  /** An attachment category; decides the attachment group (internal/customer/supplied review). */
  source: 'X-Upload-Source',
} as const;
