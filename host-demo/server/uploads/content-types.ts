import { fileExtension } from 'proofdesk/rules';

// Files are served with a type derived from the extension, never the uploader's claim: a claimed
// 'text/html' would otherwise turn a stored file into a page running on our origin.
const SAFE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
};

/** Images a browser renders in the viewer; tif/tiff are stored but not previewed. */
const VIEWABLE_IMAGES = new Set(['png', 'jpg', 'jpeg', 'gif', 'bmp']);

export function servedContentType(name: string): { type: string; inline: boolean } {
  const type = SAFE_TYPES[fileExtension(name)];
  return type ? { type, inline: true } : { type: 'application/octet-stream', inline: false };
}

/** The viewer's fileType: image, pdf or unsupported ('No preview available'). */
export function viewerFileType(name: string): 'image' | 'pdf' | 'unsupported' {
  const ext = fileExtension(name);
  if (ext === 'pdf') return 'pdf';
  return VIEWABLE_IMAGES.has(ext) ? 'image' : 'unsupported';
}
