// The compare view's strings (issue 13 "Compare versions"), in its own lazy chunk. The viewer's
// `messages` overrides reach them too (the view spreads the viewer's catalogue over these).
export const defaultCompareMessages = {
  compareTitle: 'Compare versions',
  compareModeLabel: 'Compare mode',
  compareSideBySide: 'Side by side',
  compareOverlay: 'Overlay',
  compareDifference: 'Difference',
  compareOpacity: 'Overlay opacity',
  compareLeft: 'Left version',
  compareRight: 'Right version',
  /** A version in the pickers, e.g. 'v2 · Public · flyer.pdf'. */
  compareVersionOption: 'v{version} · {list} · {fileName}',
  compareThreads: 'Comments on v{version}',
  compareNoThreads: 'No comments on this version.',
  compareLoading: 'Loading comments...',
  compareResolved: 'Resolved',
  /** The difference view's hint: what the colours mean. */
  compareDifferenceHint: 'Unchanged areas are black; changed pixels are bright.',
};

export type CompareMessages = typeof defaultCompareMessages;
