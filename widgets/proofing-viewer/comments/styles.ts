// The comment panel's rules, adopted into the viewer's shadow root beside the viewer's own. Tokens
// only (--pd-*), so a white-label theme and dark mode restyle it.
export const commentStyles = /* css */ `
.pd-comments {
  display: flex;
  flex-direction: column;
  gap: var(--pd-space-2);
  min-height: 0;
  height: 100%;
  overflow-y: auto;
  padding: var(--pd-space-2);
  /* Its own ground, so its text reads in either scheme whatever the frame paints around it. */
  background: var(--pd-color-bg);
  color: var(--pd-color-text);
}
.pd-comments-title { margin: 0; font-size: var(--pd-font-size-md); }
.pd-comments-note { margin: 0; color: var(--pd-color-muted); font-size: var(--pd-font-size-sm); }
.pd-comment-error {
  margin: 0;
  padding: var(--pd-space-2);
  border-radius: var(--pd-radius-sm);
  background: var(--pd-color-danger-subtle);
  color: var(--pd-color-danger-text);
  font-size: var(--pd-font-size-sm);
}
.pd-comment-list, .pd-comment-replies { display: flex; flex-direction: column; gap: var(--pd-space-2); margin: 0; padding: 0; list-style: none; }
.pd-comment-replies { padding-left: var(--pd-space-4); border-left: 2px solid var(--pd-color-border); }
.pd-comment-thread {
  display: flex;
  flex-direction: column;
  gap: var(--pd-space-2);
  padding: var(--pd-space-2);
  border: 1px solid var(--pd-color-border);
  border-radius: var(--pd-radius);
  background: var(--pd-color-surface);
  cursor: pointer;
  transition: box-shadow 200ms, border-color 200ms;
}
.pd-comment-thread:focus-visible { outline: 2px solid var(--pd-color-focus); outline-offset: 2px; }
.pd-comment-thread--selected { border-color: var(--pd-color-primary); background: var(--pd-color-primary-subtle); }
.pd-comment-thread--flagged { box-shadow: 0 0 0 3px var(--pd-color-warning); }
.pd-comment-thread[aria-busy='true'] { opacity: 0.7; }
.pd-comment-badge {
  align-self: flex-start;
  padding: 0 var(--pd-space-2);
  border-radius: var(--pd-radius-full);
  background: var(--pd-color-info-subtle);
  font-size: var(--pd-font-size-xs);
}
.pd-comment-carried { display: flex; flex-wrap: wrap; gap: var(--pd-space-2); margin: 0; color: var(--pd-color-muted); font-size: var(--pd-font-size-xs); }
.pd-comment-entry { display: flex; flex-direction: column; gap: var(--pd-space-1); }
.pd-comment-meta { display: flex; align-items: center; gap: var(--pd-space-2); font-size: var(--pd-font-size-sm); }
.pd-comment-author { font-weight: 600; }
.pd-comment-date { color: var(--pd-color-muted); font-size: var(--pd-font-size-xs); }
.pd-comment-text { white-space: pre-wrap; }
.pd-comment-text--resolved { text-decoration: line-through; }
.pd-comment-line { margin: 0; }
.pd-comment-mention { color: var(--pd-color-primary-text); font-weight: 600; }
.pd-comment-actions, .pd-composer-actions { display: flex; flex-wrap: wrap; gap: var(--pd-space-1); justify-content: flex-end; }
.pd-composer-field-wrap { position: relative; }
.pd-composer { position: relative; display: flex; flex-direction: column; gap: var(--pd-space-1); cursor: auto; }
.pd-composer-field {
  width: 100%;
  box-sizing: border-box;
  min-height: 3.5em;
  padding: var(--pd-space-2);
  border: 1px solid var(--pd-color-border);
  border-radius: var(--pd-radius-sm);
  background: var(--pd-color-surface);
  color: var(--pd-color-text);
  font: inherit;
  resize: vertical;
}
.pd-composer-hint { margin: 0; color: var(--pd-color-muted); font-size: var(--pd-font-size-xs); }
.pd-mention-list {
  /* Over what follows, not pushing it down: a press on Send must not see the button move away. */
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 1;
  max-height: 12rem;
  margin: 0;
  padding: var(--pd-space-1);
  overflow-y: auto;
  border: 1px solid var(--pd-color-border);
  border-radius: var(--pd-radius-sm);
  background: var(--pd-color-surface-raised);
  list-style: none;
}
.pd-mention-option, .pd-mention-none { padding: var(--pd-space-1) var(--pd-space-2); border-radius: var(--pd-radius-sm); }
.pd-mention-option { cursor: pointer; }
.pd-mention-option[aria-selected='true'] { background: var(--pd-color-primary-subtle); color: var(--pd-color-primary-text); }
.pd-mention-none { color: var(--pd-color-muted); }
.pd-comment-draft {
  display: flex;
  flex-direction: column;
  gap: var(--pd-space-1);
  padding: var(--pd-space-2);
  border: 1px dashed var(--pd-color-primary);
  border-radius: var(--pd-radius);
}
.pd-comment-draft-title { margin: 0; font-size: var(--pd-font-size-sm); }
.pd-comment-draft-note { margin: 0; color: var(--pd-color-muted); font-size: var(--pd-font-size-xs); }
.pd-comment-menu {
  position: fixed;
  z-index: var(--pd-z-popover);
  display: flex;
  flex-direction: column;
  min-width: 10rem;
  padding: var(--pd-space-1);
  border: 1px solid var(--pd-color-border);
  border-radius: var(--pd-radius-sm);
  background: var(--pd-color-surface-raised);
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.15);
}
.pd-comment-menu-item {
  padding: var(--pd-space-1) var(--pd-space-2);
  border: 0;
  border-radius: var(--pd-radius-sm);
  background: none;
  color: var(--pd-color-text);
  font: inherit;
  text-align: left;
  cursor: pointer;
}
.pd-comment-menu-item:hover, .pd-comment-menu-item:focus-visible { background: var(--pd-color-primary-subtle); outline: none; }
`;
