// Page selectors never match inside a shadow root, but inherited properties cross the boundary
// through the host element, and a hostile page can even reach the host itself with `* {...}`
// !important rules. So the host is reset with `all: initial` and every inherited property is set
// again, explicitly, on the containers we own (.pd-root) rather than trusted to inherit from :host.
export const resetStyles =
  /* css */ `
:host {
  all: initial;
  display: block;
}
:host([hidden]) {
  display: none;
}
.pd-root {
  color-scheme: var(--pd-color-scheme, light);
  font-family: var(--pd-font-family, system-ui, sans-serif);
  font-size: var(--pd-font-size-md, 14px);
  font-weight: 400;
  font-style: normal;
  font-variant: normal;
  font-stretch: normal;
  line-height: var(--pd-line-height, 1.5);
  letter-spacing: normal;
  word-spacing: normal;
  text-align: start;
  text-indent: 0;
  text-transform: none;
  text-shadow: none;
  text-decoration: none;
  white-space: normal;
  word-break: normal;
  overflow-wrap: break-word;
  hyphens: manual;
  tab-size: 4;
  list-style: none;
  visibility: visible;
  cursor: auto;
  direction: ltr;
  color: var(--pd-color-text, #111827);
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
}
.pd-root,
.pd-root *,
.pd-root *::before,
.pd-root *::after {
  box-sizing: border-box;
}
.pd-root [hidden] {
  display: none !important;
}
.pd-root :focus {
  outline: none;
}
.pd-root :focus-visible {
  outline: 2px solid var(--pd-color-focus);
  outline-offset: 2px;
}
` +
  // :where() keeps this at one class of specificity, so a component's own padding wins: a
  // \`.pd-root p\` here used to zero the padding of the bell's empty state (a <p>) and of lists.
  `.pd-root :where(h1, h2, h3, p, ul, ol) {
  margin: 0;
  padding: 0;
}
` +
  // Titles wrap between words, never inside one: break-word (above, for long URLs in body text) split
  // the bell's title into 'Notification / s' once a narrow row squeezed it (issue 8).
  `.pd-root :is(h1, h2, h3, h4, [role='heading']),
.pd-root :is(.pd-modal-title, .pd-toast-title) {
  overflow-wrap: normal;
  word-break: normal;
  hyphens: manual;
}
` +
  // User text (comments, names, mentions, notifications, cards, file names): one long word wraps
  // anywhere and no longer sets the element's narrowest width, so it cannot push a flex row or a
  // grid track wider than its box (issue 20: a 300-character word widened the comment panel over
  // the document). Elements showing it carry the class; catalogue text keeps break-word above,
  // so a squeezed label breaks between words, not inside one.
  `.pd-root .pd-user-text {
  overflow-wrap: anywhere;
}
.pd-visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
}
@keyframes pd-spin {
  to {
    transform: rotate(360deg);
  }
}
@keyframes pd-fade-in {
  from {
    opacity: 0;
  }
}
@media (prefers-reduced-motion: reduce) {
  .pd-root *,
  .pd-root *::before,
  .pd-root *::after {
    animation-duration: 1ms !important;
    transition-duration: 1ms !important;
  }
}
`;
