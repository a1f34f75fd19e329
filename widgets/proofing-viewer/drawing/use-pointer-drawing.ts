import { type RefObject, useEffect } from 'react';
import type { PageGeometry, ViewerState } from '../state/viewer-state';
import { dragShape, isDrawn, type Point, startShape } from './draw-gesture';
import type { PageStage } from './page-stage';
import { type PageShape, readShape, toShapeRecord } from './shape-format';

/** What the listeners read at each event: the page, its zoom, its stage and its unsaved shape. */
export interface OverlayNow {
  page: PageGeometry;
  zoom: number;
  stage: PageStage | null;
  draftShape: PageShape | null;
}

interface Gesture {
  pointerId: number;
  from: Point;
  shape: PageShape;
}

/**
 * The presses on one page's layer (proofing §4.6): with a marker tool, press, drag and release
 * draw a shape into `$draft`; with the pointer, a press on a shape selects its thread. Native
 * listeners on the layer itself, not React's delegated ones: they run before the document view's
 * pan listener on the scroll box, so a press the layer takes (`preventDefault` and
 * `stopPropagation`) never pans.
 */
export function usePointerDrawing(
  layer: RefObject<HTMLDivElement | null>,
  state: ViewerState,
  now: RefObject<OverlayNow>,
): void {
  useEffect(() => {
    const element = layer.current;
    if (!element) return;
    let gesture: Gesture | null = null;
    const pointOf = (event: PointerEvent): Point => {
      const box = element.getBoundingClientRect();
      const { zoom } = now.current;
      return { x: (event.clientX - box.left) / zoom, y: (event.clientY - box.top) / zoom };
    };

    const onDown = (event: PointerEvent) => {
      if (event.button !== 0 || gesture) return;
      const { page, stage } = now.current;
      const at = pointOf(event);
      // Read at the press, not from the last render: a tool chosen a moment ago counts.
      const tool = state.$tool.get();
      if (state.$readOnly.get() || tool === 'pointer') {
        // The pointer selects a thread by its shape; elsewhere the press is the document view's (pan).
        const topicId = stage?.topicAt(at.x, at.y);
        if (!topicId) return;
        event.preventDefault();
        event.stopPropagation();
        state.$selectedTopicId.set(topicId);
        return;
      }
      // One unsaved shape at a time: one with a comment being written is kept until it is posted
      // or cancelled; one without a word yet is being redrawn.
      if (state.$draft.get()?.comment.trim()) return;
      const shape = startShape(tool, state.$color.get(), at, page);
      if (!shape) return;
      event.preventDefault();
      event.stopPropagation();
      capture(element, event.pointerId);
      gesture = { pointerId: event.pointerId, from: at, shape };
      stage?.showDrawing(shape);
    };

    const onMove = (event: PointerEvent) => {
      if (!gesture || gesture.pointerId !== event.pointerId) return;
      gesture.shape = dragShape(gesture.shape, gesture.from, pointOf(event), now.current.page);
      now.current.stage?.showDrawing(gesture.shape);
    };

    const onUp = (event: PointerEvent) => {
      if (!gesture || gesture.pointerId !== event.pointerId) return;
      const { page, stage, draftShape } = now.current;
      const shape = dragShape(gesture.shape, gesture.from, pointOf(event), page);
      gesture = null;
      if (!isDrawn(shape)) {
        stage?.showDrawing(draftShape);
        return;
      }
      // Released: the shape waits, unsaved, for the comment box (proofing §4.6 "release opens a
      // comment tooltip and flags unsaved comments").
      state.$selectedTopicId.set(null);
      const record = { ...toShapeRecord(shape, page), isUnsaved: true, unsavedComment: '' };
      state.$draft.set({ shape: record, comment: '' });
      stage?.showDrawing(readShape(record, [page]));
    };

    const onCancel = (event: PointerEvent) => {
      if (gesture?.pointerId !== event.pointerId) return;
      gesture = null;
      now.current.stage?.showDrawing(now.current.draftShape);
    };

    // Escape drops the shape being drawn (the one already released stays, for the comment box).
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !gesture) return;
      gesture = null;
      now.current.stage?.showDrawing(now.current.draftShape);
    };

    const view = element.ownerDocument.defaultView;
    element.addEventListener('pointerdown', onDown);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerup', onUp);
    element.addEventListener('pointercancel', onCancel);
    view?.addEventListener('keydown', onKey);
    return () => {
      element.removeEventListener('pointerdown', onDown);
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerup', onUp);
      element.removeEventListener('pointercancel', onCancel);
      view?.removeEventListener('keydown', onKey);
    };
  }, [layer, state, now]);
}

/** Keeps the drag's moves coming when the pointer leaves the page (they are clamped to it). */
function capture(element: Element, pointerId: number) {
  try {
    element.setPointerCapture(pointerId);
  } catch {
    // A pointer the browser does not know (a synthetic event) cannot be captured; moves over the
    // page still arrive.
  }
}
