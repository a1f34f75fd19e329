// What tests import instead of widgets/proofing-viewer/first-path.ts (vitest.config.ts): the
// re-export only shapes a host bundler's chunks, and would make a test of one lazy part load the
// whole viewer first.
export const viewerFirstPath = undefined;
