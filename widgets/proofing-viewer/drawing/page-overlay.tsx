import { useStore } from '@nanostores/react';
import { type PointerEvent as ReactPointerEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useWidgetStyles } from '../../../sdk/react';
import { type PageGeometry, useViewerState } from '../state/viewer-state';
import { dragShape, isDrawn, type Point, startShape } from './draw-gesture';
import { PageStage } from './page-stage';
import { type PageShape, readShape, toShapeRecord } from './shape-format';
import { drawingStyles } from './styles';
import { threadShapesStore } from './thread-shapes';
import { useNearView } from './use-near-view';

export interface PageOverlayProps {
  /** The page this layer covers, at zoom 1. */
  page: PageGeometry;
  /** The rendered scale. */
  zoom: number;
}

interface Gesture {
  pointerId: number;
  from: Point;
  shape: PageShape;
}

/**
 * The drawing layer over one page: its threads' shapes, the unsaved shape, and drawing with the
 * marker tools (proofing §4.6). Absolutely positioned over the page's canvas by the document view.
 */
export function PageOverlay({ page, zoom }: PageOverlayProps) {
  useWidgetStyles(drawingStyles);
  const state = useViewerState();
  const containerRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<PageStage | null>(null);
  const gestureRef = useRef<Gesture | null>(null);
  const tool = useStore(state.$tool);
  const readOnly = useStore(state.$readOnly);
  const pages = useStore(state.$pages);
  const threads = useStore(threadShapesStore(state)).get(page.page);
  const selected = useStore(state.$selectedTopicId);
  const draft = useStore(state.$draft);
  const drawing = !readOnly && tool !== 'pointer';
  const latest = useRef({ page, zoom });
  latest.current = { page, zoom };

  // The unsaved shape, on its own page, until it is posted or cancelled (it outlives a failed save
  // and a tab switch: it lives in the viewer state, not here).
  const draftShape = useMemo(() => {
    if (!draft || draft.shape.page !== page.page) return null;
    return readShape(draft.shape, pages.length > 0 ? pages : [page]);
  }, [draft, page, pages]);

  // A stage only where it has work, on a page near the view (one screen above and below): its
  // canvases are page-sized, and a 500-page PDF with a few threads must hold a few, not 500. Work
  // is a shape to show, or a marker tool to draw with. Created in a layout effect and destroyed in
  // its cleanup, so StrictMode's second mount gets a fresh stage, never two on one container
  // (DESIGN.md §8).
  const near = useNearView(containerRef);
  const live = near && (drawing || (threads?.length ?? 0) > 0 || draftShape !== null);
  const [stage, setStage] = useState<PageStage | null>(null);
  useLayoutEffect(() => {
    if (!live) return;
    const created = new PageStage(containerRef.current!, latest.current.page, latest.current.zoom);
    stageRef.current = created;
    setStage(created);
    return () => {
      created.destroy();
      stageRef.current = null;
      setStage(null);
    };
  }, [live]);

  useLayoutEffect(() => stage?.zoomTo(page, zoom), [stage, page, zoom]);
  useLayoutEffect(() => stage?.showThreads(threads ?? []), [stage, threads]);
  useLayoutEffect(() => stage?.select(selected), [stage, selected]);
  useLayoutEffect(() => {
    if (!gestureRef.current) stage?.showDrawing(draftShape);
  }, [stage, draftShape]);

  const pointOf = (event: ReactPointerEvent): Point => {
    const box = containerRef.current!.getBoundingClientRect();
    return { x: (event.clientX - box.left) / zoom, y: (event.clientY - box.top) / zoom };
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || gestureRef.current) return;
    const at = pointOf(event);
    // Read at the press, not from the last render: a tool chosen a moment ago counts.
    const tool = state.$tool.get();
    if (state.$readOnly.get() || tool === 'pointer') {
      // The pointer selects a thread by its shape; elsewhere the press is left to the document
      // view (panning).
      const topicId = stageRef.current?.topicAt(at.x, at.y);
      if (topicId) {
        state.$selectedTopicId.set(topicId);
        event.stopPropagation();
      }
      return;
    }
    // One unsaved shape at a time: one with a comment being written is kept until it is posted or
    // cancelled; one without a word yet is being redrawn.
    if (state.$draft.get()?.comment.trim()) return;
    const shape = startShape(tool, state.$color.get(), at, page);
    if (!shape) return;
    event.preventDefault();
    event.stopPropagation();
    capture(event.currentTarget, event.pointerId);
    gestureRef.current = { pointerId: event.pointerId, from: at, shape };
    stageRef.current?.showDrawing(shape);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const gesture = gestureRef.current;
    if (!gesture || gesture.pointerId !== event.pointerId) return;
    gesture.shape = dragShape(gesture.shape, gesture.from, pointOf(event), page);
    stageRef.current?.showDrawing(gesture.shape);
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const gesture = gestureRef.current;
    if (!gesture || gesture.pointerId !== event.pointerId) return;
    gestureRef.current = null;
    const shape = dragShape(gesture.shape, gesture.from, pointOf(event), page);
    if (!isDrawn(shape)) {
      stageRef.current?.showDrawing(draftShape);
      return;
    }
    // Released: the shape waits, unsaved, for the comment box (proofing §4.6 "release opens a
    // comment tooltip and flags unsaved comments").
    state.$selectedTopicId.set(null);
    state.$draft.set({
      shape: { ...toShapeRecord(shape, page), isUnsaved: true, unsavedComment: '' },
      comment: '',
    });
    stageRef.current?.showDrawing(readShape(state.$draft.get()!.shape, [page]));
  };

  const onPointerCancel = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (gestureRef.current?.pointerId !== event.pointerId) return;
    gestureRef.current = null;
    stageRef.current?.showDrawing(draftShape);
  };

  return (
    <div
      ref={containerRef}
      className={`pd-drawing-layer${drawing ? ' pd-drawing-layer--drawing' : ''}`}
      data-page={page.page}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
    />
  );
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
