import { type PointerEvent, type RefObject, useEffect, useRef } from 'react';

/**
 * A sideways scrollbar the board draws itself, under the columns, whenever they overflow: overlay
 * scrollbars (macOS, touch screens, headless browsers) show nothing until used, which is how the
 * last columns hid at 1440 px. The thumb is the visible share and follows the scroll (written to
 * its style on each scroll, no React render); drag it, or press the track to move a page.
 * Hidden from screen readers: the strip itself is the keyboard stop that scrolls.
 */
export function ScrollTrack({ scroller }: { scroller: RefObject<HTMLElement | null> }) {
  const track = useRef<HTMLDivElement>(null);
  const thumb = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const paint = () => {
      const bar = thumb.current;
      if (!bar) return;
      const share = el.clientWidth / Math.max(el.scrollWidth, 1);
      const room = el.scrollWidth - el.clientWidth;
      const done = room > 0 ? Math.abs(el.scrollLeft) / room : 0;
      bar.style.width = `${share * 100}%`;
      bar.style.insetInlineStart = `${done * (1 - share) * 100}%`;
    };
    paint();
    const resize = new ResizeObserver(paint);
    resize.observe(el);
    for (const child of el.children) resize.observe(child);
    el.addEventListener('scroll', paint, { passive: true });
    return () => {
      resize.disconnect();
      el.removeEventListener('scroll', paint);
    };
  }, [scroller]);

  const rtl = () => (scroller.current ? getComputedStyle(scroller.current).direction === 'rtl' : false);

  function onTrackDown(event: PointerEvent<HTMLDivElement>) {
    const el = scroller.current;
    const bar = thumb.current?.getBoundingClientRect();
    if (!el || !bar || event.target === thumb.current) return;
    const after = rtl() ? event.clientX < bar.left : event.clientX > bar.right;
    el.scrollBy({ left: (after !== rtl() ? 1 : -1) * el.clientWidth * 0.9 });
  }

  function onThumbDown(event: PointerEvent<HTMLDivElement>) {
    const el = scroller.current;
    const width = track.current?.clientWidth;
    if (!el || !width) return;
    event.preventDefault();
    const bar = event.currentTarget;
    bar.setPointerCapture(event.pointerId);
    const startX = event.clientX;
    const startLeft = el.scrollLeft;
    // One pixel of thumb is this many pixels of columns.
    const scale = el.scrollWidth / width;
    const move = (next: globalThis.PointerEvent) => {
      el.scrollLeft = startLeft + (next.clientX - startX) * scale;
    };
    const stop = () => {
      bar.removeEventListener('pointermove', move);
      bar.removeEventListener('pointerup', stop);
      bar.removeEventListener('pointercancel', stop);
    };
    bar.addEventListener('pointermove', move);
    bar.addEventListener('pointerup', stop);
    bar.addEventListener('pointercancel', stop);
  }

  return (
    <div ref={track} className="pd-scroll-track" aria-hidden="true" onPointerDown={onTrackDown}>
      <div ref={thumb} className="pd-scroll-thumb" onPointerDown={onThumbDown} />
    </div>
  );
}
