// The guest page's own rules (tokens only). The viewer below the bar fills what is left.
export const guestStyles = /* css */ `
.pd-guest { display: flex; flex-direction: column; height: 100%; min-height: 320px; background: var(--pd-color-surface); color: var(--pd-color-text); }
.pd-guest-bar { display: flex; flex-wrap: wrap; align-items: center; gap: var(--pd-space-3); padding: var(--pd-space-2) var(--pd-space-3); border-bottom: 1px solid var(--pd-color-border); }
.pd-guest-title { flex: 1 1 auto; margin: 0; font-size: var(--pd-font-size-lg); }
.pd-guest-nav { display: flex; align-items: center; gap: var(--pd-space-2); font-variant-numeric: tabular-nums; }
.pd-guest-viewer { flex: 1 1 auto; min-height: 0; display: flex; flex-direction: column; }
.pd-guest-viewer > .pd-viewer { flex: 1 1 auto; }
.pd-guest-broken { margin: auto; padding: var(--pd-space-4); text-align: center; }
.pd-guest-code { margin: 0; font-size: 4rem; font-weight: 700; color: var(--pd-color-muted); }
.pd-guest-denied { margin-bottom: var(--pd-space-4); padding: var(--pd-space-2) var(--pd-space-3); border-radius: var(--pd-radius); border: 1px solid var(--pd-color-warning); }
.pd-guest-inviter { display: inline-flex; align-items: center; gap: var(--pd-space-2); }
.pd-guest-message { white-space: pre-wrap; }
`;
