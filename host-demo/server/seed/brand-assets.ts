// Small inline SVGs so the demo needs no image files and works offline.
const svg = (body: string, viewBox = '0 0 64 64') =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`)}`;

export const BRIGHTLINE_LOGO = svg(
  '<rect width="200" height="48" rx="8" fill="#0f766e"/><text x="16" y="32" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff">Brightline Print</text>',
  '0 0 200 48',
);
export const BRIGHTLINE_FAVICON = svg(
  '<rect width="64" height="64" rx="14" fill="#0f766e"/><path d="M18 16h18a10 10 0 0 1 0 20H18zm0 20h20a10 10 0 0 1 0 20H18z" fill="#fff"/>',
);
export const BRIGHTLINE_PLACEHOLDER = svg(
  '<rect width="64" height="64" fill="#ccfbf1"/><path d="M12 48l14-18 10 12 6-8 10 14z" fill="#0f766e"/>',
);
export const PROOFDESK_FAVICON = svg(
  '<rect width="64" height="64" rx="14" fill="#4f46e5"/><path d="M20 14h16a12 12 0 0 1 0 24h-8v12h-8z" fill="#fff"/>',
);
