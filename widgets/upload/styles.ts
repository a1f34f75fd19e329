// The upload zone's own rules, adopted into its shadow root next to the shared base sheet; only
// --pd-* tokens, so a white-label theme restyles it.
export const uploadStyles = /* css */ `
:host { display: block; }
.pd-upload { display: flex; flex-direction: column; gap: var(--pd-space-2); }
.pd-upload-zone {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: var(--pd-space-2);
  padding: var(--pd-space-4);
  border: 2px dashed var(--pd-color-border);
  border-radius: var(--pd-radius);
  color: var(--pd-color-muted);
}
.pd-upload[data-compact] .pd-upload-zone { padding: var(--pd-space-1); border-width: 1px; }
.pd-upload-zone[data-over] { border-color: var(--pd-color-primary); background: var(--pd-color-primary-subtle); }
.pd-upload-zone[data-disabled] { opacity: 0.6; }
.pd-upload-problem {
  display: flex;
  flex-direction: column;
  gap: var(--pd-space-1);
  padding: var(--pd-space-2) var(--pd-space-3);
  border-radius: var(--pd-radius);
  background: var(--pd-color-danger-subtle);
  color: var(--pd-color-danger-text);
}
.pd-upload-list { display: flex; flex-direction: column; gap: var(--pd-space-1); margin: 0; padding: 0; list-style: none; }
.pd-upload-item {
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: var(--pd-space-1) var(--pd-space-2);
}
.pd-upload-item-text { display: flex; flex-direction: column; min-width: 0; }
.pd-upload-item-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pd-upload-item-phase { color: var(--pd-color-muted); font-size: var(--pd-font-size-sm); }
.pd-upload-item[data-phase='failed'] .pd-upload-item-phase { color: var(--pd-color-danger-text); }
.pd-upload-progress { grid-column: 1; width: 100%; accent-color: var(--pd-color-primary); }
`;
