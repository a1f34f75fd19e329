import { atom, type WritableAtom } from 'nanostores';
import { createContext, useContext } from 'react';
import type { AnnotationTopic, AttachmentVersion } from '../../../sdk/contract';
import { DEFAULT_ZOOM } from './default-zoom';

// One viewer's shared state: what the document view, the drawing layer and the comment panel each
// read and write, so none of them imports another. One per mounted viewer (not per instance: a page
// may show two viewers), handed down through ViewerStateContext. Each part keeps its own private
// state to itself; only what another part needs lives here.

/** The comment and version lists a viewer shows (proofing §4.5). */
export type ViewerTab = 'internal' | 'public';

/** The toolbox's tools (proofing §4.6): pointer (select and pan) and the four marker kinds. */
export const MARKER_TOOLS = ['pointer', 'arrow', 'dot', 'rectangle', 'line'] as const;
export type MarkerTool = (typeof MARKER_TOOLS)[number];

/** Marker colours (proofing §3). */
export const MARKER_COLORS = ['green', 'red', 'blue', 'yellow', 'pink', 'purple'] as const;
export type MarkerColor = (typeof MARKER_COLORS)[number];

/** One page of the shown file (an image is one page), at zoom 1, in CSS pixels. */
export interface PageGeometry {
  /** 1-based. */
  page: number;
  width: number;
  height: number;
}

/**
 * The shape JSON as the API stores it (proofing §3 "Shape"): `className` Arrow | Circle | Rect | Line,
 * `attrs` (0.2: relative to the page group, with `version: '0.2'` and `group`; older: absolute
 * pixels at `scale`), `page`, `scale`; an unsaved one carries `isUnsaved` and `unsavedComment`.
 */
export interface ShapeRecord {
  className: string;
  attrs: Record<string, unknown> & { id: string };
  page: number;
  scale: number;
  isUnsaved?: boolean;
  unsavedComment?: string;
}

/** A shape drawn and not yet saved, with the comment being written for it (never lost). */
export interface DraftShape {
  shape: ShapeRecord;
  comment: string;
  /** Why the last save failed, if it did (the draft stays). */
  error?: string;
}

export interface ViewerState {
  readonly orderId: string;
  readonly attachmentId: string;
  /** Internal or public comments and versions. Switching clears the selection and the tool. */
  readonly $tab: WritableAtom<ViewerTab>;
  /** The version shown (with its url, fileType, annotation flags); null while loading. */
  readonly $version: WritableAtom<AttachmentVersion | null>;
  /** Preview mode (proofing §4.2): no marker tools, comments readable. */
  readonly $readOnly: WritableAtom<boolean>;
  /** The rendered scale (proofing §9: default 0.75). */
  readonly $zoom: WritableAtom<number>;
  /** The pages of the shown file at zoom 1, once known. */
  readonly $pages: WritableAtom<readonly PageGeometry[]>;
  /**
   * The document view has shown something for the first time (page 1 painted, the image decoded,
   * or why not): the viewer's other parts render from then on (viewer-view.tsx).
   */
  readonly $documentShown: WritableAtom<boolean>;
  /** The page most in view (1-based), for 'Page x of y'. */
  readonly $currentPage: WritableAtom<number>;
  readonly $tool: WritableAtom<MarkerTool>;
  readonly $color: WritableAtom<MarkerColor>;
  /** The selected thread (its shape is highlighted; selecting a shape selects its thread). */
  readonly $selectedTopicId: WritableAtom<string | null>;
  /**
   * The threads of the shown version and tab, as the comment panel's live collection holds them
   * (the panel writes; the drawing layer draws each topic's `annotation` shape on its page).
   */
  readonly $topics: WritableAtom<readonly AnnotationTopic[]>;
  /** The unsaved shape and its comment draft. */
  readonly $draft: WritableAtom<DraftShape | null>;
  /** Asks the document view to bring a page (and a point on it, in page fractions) into view. */
  readonly $scrollRequest: WritableAtom<{ page: number; x?: number; y?: number; at: number } | null>;
  /** Both tabs' versions of the attachment (proofing §4.5), as last loaded; empty while loading. */
  readonly $versions: WritableAtom<readonly AttachmentVersion[]>;
  /** The order's progress as last loaded (§4.2 read-only mode, §6 review actions); null while loading. */
  readonly $orderProgress: WritableAtom<string | null>;
  /** The latest reload asked for (see `reload`); the viewer's data loader answers it. */
  readonly $reloadRequest: WritableAtom<ReloadRequest | null>;
  /**
   * Reads the order and the versions again without leaving the file (§8: after a failed write; a
   * version added, approved or deleted). The shown version stays when it still exists (with its
   * new flags), else the tab's newest; `show` opens that version instead once it is listed.
   */
  reload(show?: { versionId: string }): void;
}

/** A reload asked of the viewer's data loader; `at` tells two requests apart. */
export interface ReloadRequest {
  at: number;
  versionId?: string;
}

/** The zoom a viewer opens at (proofing §9): state/default-zoom.ts, which the start entry reads too. */
export { DEFAULT_ZOOM };

export function createViewerState(orderId: string, attachmentId: string): ViewerState {
  const $reloadRequest = atom<ReloadRequest | null>(null);
  return {
    orderId,
    attachmentId,
    $tab: atom<ViewerTab>('public'),
    $version: atom<AttachmentVersion | null>(null),
    $readOnly: atom(false),
    $zoom: atom(DEFAULT_ZOOM),
    $pages: atom<readonly PageGeometry[]>([]),
    $documentShown: atom(false),
    $currentPage: atom(1),
    $tool: atom<MarkerTool>('pointer'),
    $color: atom<MarkerColor>('red'),
    $selectedTopicId: atom<string | null>(null),
    $topics: atom<readonly AnnotationTopic[]>([]),
    $draft: atom<DraftShape | null>(null),
    $scrollRequest: atom<{ page: number; x?: number; y?: number; at: number } | null>(null),
    $versions: atom<readonly AttachmentVersion[]>([]),
    $orderProgress: atom<string | null>(null),
    $reloadRequest,
    reload(show) {
      const at = ($reloadRequest.get()?.at ?? 0) + 1;
      $reloadRequest.set(show ? { at, versionId: show.versionId } : { at });
    },
  };
}

/** States whose zoom was given at the start (a compare side takes the viewer's): see `givesZoom`. */
const givenZoom = new WeakSet<ViewerState>();

/**
 * Starts `state` at `zoom`, which its document then keeps: the viewer's opening zoom
 * (document/zoom.ts `openingZoom`) is for a state that starts at the default.
 */
export function startAtZoom(state: ViewerState, zoom: number): void {
  givenZoom.add(state);
  state.$zoom.set(zoom);
}

/** Whether `state` was started at a zoom of its own (`startAtZoom`). */
export const givesZoom = (state: ViewerState) => givenZoom.has(state);

export const ViewerStateContext = createContext<ViewerState | null>(null);

/** The viewer's state, inside a viewer (its parts are rendered under ViewerStateContext). */
export function useViewerState(): ViewerState {
  const state = useContext(ViewerStateContext);
  if (!state) throw new Error('useViewerState is used outside a proofing viewer');
  return state;
}
