// Lists every Content-Security-Policy violation on the page (strict-csp.html). A classic script
// at the top of <head>, so it listens before any other code runs. The end-to-end test reads
// #csp-violations and #csp-summary.
(() => {
  const violations = [];

  function render() {
    const list = document.getElementById('csp-violations');
    const summary = document.getElementById('csp-summary');
    if (!list || !summary) return;
    list.replaceChildren(
      ...violations.map((violation) => {
        const item = document.createElement('li');
        item.textContent = `${violation.directive} blocked ${violation.blocked || '(inline)'}${
          violation.sample ? ` "${violation.sample}"` : ''
        }${violation.source ? ` at ${violation.source}` : ''}`;
        return item;
      }),
    );
    list.dataset.count = String(violations.length);
    summary.textContent =
      violations.length === 0 ? 'None so far.' : `${violations.length} violation(s): see below.`;
  }

  // Capture on the document: the event is fired at the offending element (even inside a shadow
  // root, it is composed) or at the document itself.
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      violations.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '',
      });
      render();
    },
    true,
  );
  document.addEventListener('DOMContentLoaded', render);
})();
