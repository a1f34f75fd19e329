// The versions panel (issue 13): the frame renders VersionPanel in its 'versions' area and
// ViewerToasts once; the review decisions (../review) reuse the standing, the toasts and the prompt.
export { defaultVersionMessages, type VersionMessages } from './messages';
export { ViewerToasts, viewerToasts } from './toasts';
export { useStanding } from './use-standing';
export { VersionPanel } from './version-panel';
