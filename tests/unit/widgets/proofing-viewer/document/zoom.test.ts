import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ZOOM,
  fitToggle,
  fitZoom,
  orientationOf,
  stepZoom,
  ZOOM_STEPS,
  zoomKeyAction,
  zoomSteps,
} from '../../../../../widgets/proofing-viewer/document';

// Proofing §9: "Default zoom 0.75. Portrait zoom steps: heights 0.75 and 1; widths 1, 1.25, 1.5.
// Landscape: widths 0.5, 0.75, 1; heights 1, 1.25, 1.5." §4.9: "Steps move through a scale list
// between a minimum and a maximum; fit to page or screen toggles. Keys: Ctrl or Cmd with plus, minus
// or 0, or with the wheel."

const view = { width: 1000, height: 800 };

describe('zoom', () => {
  it('has the spec default and step lists', () => {
    expect(DEFAULT_ZOOM).toBe(0.75);
    expect(ZOOM_STEPS.portrait).toEqual({ heights: [0.75, 1], widths: [1, 1.25, 1.5] });
    expect(ZOOM_STEPS.landscape).toEqual({ widths: [0.5, 0.75, 1], heights: [1, 1.25, 1.5] });
  });

  it('turns a portrait page’s steps into scales for the view, ascending', () => {
    const page = { width: 500, height: 1000 };
    expect(orientationOf(page)).toBe('portrait');
    // heights 0.75, 1 → 0.6, 0.8; widths 1, 1.25, 1.5 → 2, 2.5, 3.
    expect(zoomSteps(page, view)).toEqual([0.6, 0.8, 2, 2.5, 3]);
  });

  it('turns a landscape page’s steps into scales; a square page zooms as portrait', () => {
    const page = { width: 2000, height: 1000 };
    expect(orientationOf(page)).toBe('landscape');
    // widths 0.5, 0.75, 1 → 0.25, 0.375, 0.5; heights 1, 1.25, 1.5 → 0.8, 1, 1.2.
    expect(zoomSteps(page, view)).toEqual([0.25, 0.375, 0.5, 0.8, 1, 1.2]);
    expect(orientationOf({ width: 10, height: 10 })).toBe('portrait');
  });

  it('steps to the next scale and stops at the list’s ends', () => {
    const steps = [0.6, 0.8, 2, 2.5, 3];
    expect(stepZoom(0.75, steps, 'in')).toBe(0.8);
    expect(stepZoom(0.75, steps, 'out')).toBe(0.6);
    expect(stepZoom(3, steps, 'in')).toBe(3);
    expect(stepZoom(0.6, steps, 'out')).toBe(0.6);
  });

  it('fits the whole page, or the page’s width to the view', () => {
    const page = { width: 500, height: 1000 };
    expect(fitZoom(page, view, 'page')).toBe(0.8);
    expect(fitZoom(page, view, 'screen')).toBe(2);
  });

  it('reads Ctrl/Cmd with +, −, 0', () => {
    expect(zoomKeyAction('+')).toBe('zoomIn');
    expect(zoomKeyAction('=')).toBe('zoomIn');
    expect(zoomKeyAction('-')).toBe('zoomOut');
    expect(zoomKeyAction('0')).toBe('reset');
    expect(zoomKeyAction('a')).toBeNull();
  });

  it('the fit toggle offers the fit the zoom is not at, and nothing when it is at both (issue 21)', () => {
    const portrait = { width: 500, height: 1000 };
    // Page fit 0.8 (the height), screen fit 2 (the width).
    expect(fitToggle(0.75, portrait, view)).toEqual({ mode: 'page', scale: 0.8, changes: true });
    expect(fitToggle(0.8, portrait, view)).toEqual({ mode: 'screen', scale: 2, changes: true });
    expect(fitToggle(2, portrait, view)).toEqual({ mode: 'page', scale: 0.8, changes: true });
    // A page wider for its height than the view: both fits are its width.
    const wide = { width: 2000, height: 1000 };
    expect(fitToggle(0.5, wide, view)).toEqual({ mode: 'page', scale: 0.5, changes: false });
    expect(fitToggle(0.5000001, wide, view).changes).toBe(false);
    expect(fitToggle(0.75, wide, view)).toEqual({ mode: 'page', scale: 0.5, changes: true });
  });
});
