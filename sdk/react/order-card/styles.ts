// The order card's rules, adopted by every widget that shows cards (next to its own sheet). Tokens
// only, so a white-label theme restyles cards everywhere at once.
export const orderCardStyles = /* css */ `
.pd-order-card {
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  padding: var(--pd-space-3);
  border: 1px solid var(--pd-color-border);
  border-radius: var(--pd-radius);
  background: var(--pd-color-surface);
  color: var(--pd-color-text);
  font-size: var(--pd-font-size-sm);
  line-height: 1.35;
}
.pd-order-card p { margin: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
/*
 * The status pill and the priority, each on one line: a pill broken over two lines ("In /
 * Progress") reads as two labels. They flow as words do: where the column has no room for both, the
 * priority goes under the pill, whole; only a label longer than the card itself (a host's own
 * wording) is cut, with an ellipsis, the whole of it in the pill's title. The card's menu floats in
 * the corner (first in the row, so the labels flow beside it), with no wrapper element: a board
 * draws ~50 cards on its first screen.
 */
.pd-order-card-top { display: flow-root; min-height: 24px; }
.pd-order-card-actions { float: inline-end; display: flex; gap: var(--pd-space-1); margin-inline-start: var(--pd-space-2); }
.pd-order-card-state {
  display: inline-block;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: middle;
  margin-inline-end: var(--pd-space-2);
  padding: 1px var(--pd-space-2);
  border-radius: var(--pd-radius-full);
  background: var(--pd-color-primary-subtle);
  color: var(--pd-color-primary-text);
  font-size: var(--pd-font-size-xs);
  font-weight: 600;
}
.pd-order-card-priority {
  display: inline-block;
  white-space: nowrap;
  vertical-align: middle;
  color: var(--pd-color-muted);
  font-size: var(--pd-font-size-xs);
}
.pd-order-card-warning {
  padding: 2px var(--pd-space-2);
  border-radius: var(--pd-radius-sm);
  background: var(--pd-color-warning-subtle);
  color: var(--pd-color-warning-text);
  font-size: var(--pd-font-size-xs);
  white-space: normal !important;
}
.pd-order-card-client, .pd-order-card-package, .pd-order-card-id { color: var(--pd-color-muted); }
.pd-order-card-name { font-weight: 600; font-size: var(--pd-font-size-md); }
/* Wraps: in a narrow column the avatars take the next line rather than squeezing the dates. */
.pd-order-card-footer { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--pd-space-2); margin-top: var(--pd-space-1); }
.pd-order-card-dates { display: flex; gap: var(--pd-space-3); margin: 0; font-size: var(--pd-font-size-xs); }
.pd-order-card-dates dt { color: var(--pd-color-muted); }
.pd-order-card-dates dd { margin: 0; }
/* Side by side with room between: overlapped, two sets of initials read as one word ('CSOO'). */
.pd-order-card-people { display: flex; gap: var(--pd-space-1); margin-inline-start: auto; }
`;
