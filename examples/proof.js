// A proof on the reseller's page: `?order=<orderId>&attachment=<attachmentId>` opens that file in
// <proofdesk-viewer> once someone is signed in (the element comes from the same loader as the bell
// and the cart, so it needs nothing else: no inline script, no inline style, under any CSP).
const params = new URLSearchParams(window.location.search);
const orderId = params.get('order');
const attachmentId = params.get('attachment');
const panel = document.getElementById('proof-panel');

if (orderId && attachmentId && panel) {
  panel.hidden = false;
  const viewer = document.createElement('proofdesk-viewer');
  viewer.setAttribute('order-id', orderId);
  viewer.setAttribute('attachment-id', attachmentId);
  viewer.setAttribute('public', 'true');
  viewer.className = 'proof-viewer';
  document.getElementById('proof')?.append(viewer);
}
