import { type ReactNode, useCallback, useState } from 'react';
import { Prompt } from '../../../sdk/react';
import { useViewerState } from '../state/viewer-state';
import { hasUnsavedDrawing } from './leave-guard';
import type { DrawingMessages } from './messages';

export interface LeavePrompt {
  /** Runs `leave` at once, or once the user confirms when a shape is still unsaved. */
  guard(leave: () => void): void;
  /** The confirmation, rendered by the viewer. */
  prompt: ReactNode;
}

/**
 * "Leaving with unsaved shapes asks first" (issue 11) for the viewer's own ways out (its close
 * button); closing or reloading the tab is the browser's prompt (leave-guard.ts).
 */
export function useLeavePrompt(m: DrawingMessages): LeavePrompt {
  const state = useViewerState();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const guard = useCallback(
    (leave: () => void) => {
      if (hasUnsavedDrawing(state)) setPending(() => leave);
      else leave();
    },
    [state],
  );
  const prompt = (
    <Prompt
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      title={m.drawingUnsavedTitle}
      content={m.drawingUnsavedLeave}
      buttons="YESNO"
      type="WARNING"
      onConfirm={() => pending?.()}
    />
  );
  return { guard, prompt };
}
