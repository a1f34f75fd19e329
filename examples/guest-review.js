// A guest reviewer's proof: `?token=<link token>` (the invitation link's token) opens
// <proofdesk-viewer guest-token>. The element comes from the loader like every widget; the token
// is set as an attribute from script, so the page needs no inline script or style under any CSP.
const token = new URLSearchParams(window.location.search).get('token') ?? '';
const viewer = document.createElement('proofdesk-viewer');
viewer.setAttribute('guest-token', token);
viewer.className = 'proof-viewer';
document.getElementById('proof')?.append(viewer);
