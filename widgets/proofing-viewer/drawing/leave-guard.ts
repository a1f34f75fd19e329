import { useEffect } from 'react';
import type { ViewerState } from '../state/viewer-state';

// "Leaving with unsaved shapes asks first" (issue 11): while a shape waits for its comment, closing
// or reloading the tab brings up the browser's own leave prompt (its wording is the browser's).
// The viewer's close button asks through `hasUnsavedDrawing` before it announces close-viewer.

/** Whether a drawn shape has not been posted yet. */
export const hasUnsavedDrawing = (state: ViewerState): boolean => state.$draft.get() !== null;

/** Registers the browser's leave prompt on the element's window while a shape is unsaved. */
export function useLeaveGuard(state: ViewerState, element: Element | null): void {
  useEffect(() => {
    const view = element?.ownerDocument.defaultView;
    if (!view) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedDrawing(state)) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    view.addEventListener('beforeunload', onBeforeUnload);
    return () => view.removeEventListener('beforeunload', onBeforeUnload);
  }, [state, element]);
}
