// Shared set-up of the drawing layer's browser tests: a real ViewerState, the real Toolbox and one
// real PageOverlay (a Konva stage) per page, in a ShadowWidget, with the threads the real server
// answers for a seeded version.
import { useStore } from '@nanostores/react';
// Konva's modules as the drawing layer imports them (one instance: Vite pre-bundles what the sources name).
import { type Stage, stages } from 'konva/lib/Stage';
import type { AnnotationTopic } from 'proofdesk/contract';
import { Fragment, StrictMode } from 'react';
import { within } from 'shadow-dom-testing-library';
import { expect, inject } from 'vitest';
import {
  PageOverlay,
  type PageShape,
  Toolbox,
  toShapeRecord,
} from '../../../../../widgets/proofing-viewer/drawing';
import {
  createViewerState,
  type PageGeometry,
  type ViewerState,
  ViewerStateContext,
} from '../../../../../widgets/proofing-viewer/state/viewer-state';
import { renderInShadow } from '../../../support/render';
import { tokenFor } from '../../../support/sessions';

/** The first in-review Northwind order of the demo seed and its poster (public threads on v2). */
export const SEEDED = {
  orderId: 'order-4',
  poster: 'order-4-customerReview-poster-png',
  posterVersion: 'order-4-customerReview-poster-png-v2',
  draft: 'order-4-internalReview-layout-draft-png',
  draftVersion: 'order-4-internalReview-layout-draft-png-v1',
};

/** The threads the real server shows `username` on a version. */
export async function topicsOf(username: string, attachmentId: string, versionId: string) {
  const { accessToken } = await tokenFor(username);
  const response = await fetch(
    `${inject('apiBaseUrl')}/order/${SEEDED.orderId}/attachment/${attachmentId}/version/${versionId}`,
    { headers: { authorization: `Bearer ${accessToken}` } },
  );
  if (!response.ok) throw new Error(`version read: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { data: { topics: AnnotationTopic[] } };
  return body.data.topics;
}

function Pages({ state }: { state: ViewerState }) {
  const pages = useStore(state.$pages);
  const zoom = useStore(state.$zoom);
  // A scroll box of its own, as the viewer's document view has.
  return (
    <div className="test-scroll" style={{ height: 400, overflow: 'auto' }}>
      {pages.map((page) => (
        <div
          key={page.page}
          className="test-page"
          style={{
            position: 'relative',
            width: page.width * zoom,
            height: page.height * zoom,
            marginBottom: 30,
          }}
        >
          <PageOverlay page={page} zoom={zoom} />
        </div>
      ))}
    </div>
  );
}

/**
 * Renders the toolbox and the pages' overlays for `state` (pages and zoom from the state), once
 * `stages` pages hold a stage (a page near the view gets one, when an IntersectionObserver says
 * so, if it has a shape to show or a marker tool is chosen). `strict` renders under StrictMode.
 */
export async function renderDrawing(
  state: ViewerState,
  pages: PageGeometry[],
  zoom = 1,
  stages = 0,
  { strict = false } = {},
) {
  state.$pages.set(pages);
  state.$zoom.set(zoom);
  const Wrap = strict ? StrictMode : Fragment;
  const rendered = renderInShadow(
    <Wrap>
      <ViewerStateContext.Provider value={state}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <Toolbox />
          <Pages state={state} />
        </div>
      </ViewerStateContext.Provider>
    </Wrap>,
  );
  await expect.poll(() => stagesIn(rendered.shadowRoot).length).toBe(stages);
  return { ...rendered, screen: within(rendered.host) };
}

export const newState = () => createViewerState(SEEDED.orderId, SEEDED.poster);

/** The Konva stages inside `root`, in page order. */
export const stagesIn = (root: ShadowRoot): Stage[] =>
  stages
    .filter((stage) => root.contains(stage.container()))
    .sort((a, b) => Number(a.container().dataset.page) - Number(b.container().dataset.page));

/**
 * A pointer event at page pixels (zoom applied) of an overlay, as a mouse would send it: its button
 * held from the press to the release, unless `buttons` says otherwise (0: a hover).
 */
export function pointer(
  overlay: HTMLElement,
  type: string,
  x: number,
  y: number,
  zoom = 1,
  buttons?: number,
) {
  const box = overlay.getBoundingClientRect();
  const target = overlay.querySelector('canvas') ?? overlay;
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      composed: true,
      cancelable: true,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
      button: 0,
      buttons: buttons ?? (type === 'pointerup' ? 0 : 1),
      clientX: box.left + x * zoom,
      clientY: box.top + y * zoom,
    }),
  );
}

/** Presses at `from`, moves through `through`, releases at the last point. */
export function drag(overlay: HTMLElement, points: Array<[number, number]>, zoom = 1) {
  const [first, ...rest] = points;
  pointer(overlay, 'pointerdown', first![0], first![1], zoom);
  for (const [x, y] of rest) pointer(overlay, 'pointermove', x, y, zoom);
  const last = points.at(-1)!;
  pointer(overlay, 'pointerup', last[0], last[1], zoom);
}

/**
 * The colour painted at page pixel (x, y) of a stage's layer, as [r, g, b, a]. The stage covers the
 * window around the view (its offset is the content's translate) at the zoom it was drawn at.
 */
export function paintAt(stage: Stage, layerIndex: number, x: number, y: number): number[] {
  const canvas = stage.getLayers()[layerIndex]!.getCanvas();
  const ratio = canvas.getPixelRatio();
  const { left, top, zoom } = drawnWindow(stage);
  const context = canvas.getContext()._context;
  const at = (page: number, offset: number) => Math.round((page * zoom - offset) * ratio);
  return [...context.getImageData(at(x, left), at(y, top), 1, 1).data];
}

/** Where a stage's window lies on its page (CSS pixels) and the zoom it is drawn at. */
export function drawnWindow(stage: Stage) {
  const [, left, top] = /translate\(([-\d.]+)px, ([-\d.]+)px\)/.exec(stage.content.style.transform) ?? [];
  return {
    left: Number(left ?? 0),
    top: Number(top ?? 0),
    zoom: Number(stage.container().dataset.drawnZoom),
  };
}

/** A thread whose shape is a red rectangle 200 × 50 at (10, top) of `page`. */
export function frameTopic(id: string, top: number, page: PageGeometry): AnnotationTopic {
  const shape: PageShape = {
    id: `shape-${id}`,
    kind: 'rect',
    page: page.page,
    color: 'red',
    strokeWidth: 5,
    x: 10,
    y: top,
    width: 200,
    height: 50,
    radius: 0,
    points: [],
    pointer: 0,
  };
  return {
    id,
    message: id,
    mentions: [],
    sender: { id: 'user-owner', name: 'Owner', avatar: null, isGuest: false },
    dateCreated: new Date(0).toISOString(),
    isResolve: false,
    isPublic: true,
    annotation: JSON.stringify(toShapeRecord(shape, page)),
    comments: [],
  };
}

/** Resolves after the next frame (Konva draws batched changes, and its hit canvas, on a frame). */
export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
