import { useStore } from '@nanostores/react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { Button, useWidgetStyles } from '../../../sdk/react';
import {
  MARKER_COLORS,
  MARKER_TOOLS,
  type MarkerColor,
  type MarkerTool,
  useViewerState,
} from '../state/viewer-state';
import { useLeaveGuard } from './leave-guard';
import { MARKER_PAINT } from './marker-paint';
import { COLOR_MESSAGE, type DrawingMessages, defaultDrawingMessages, TOOL_MESSAGE } from './messages';
import { drawingStyles } from './toolbox-styles';

export interface ToolboxProps {
  messages?: Partial<DrawingMessages>;
  /** 'narrow': a compact bar (one row where it fits) above the document; default a column beside it. */
  layout?: 'narrow' | 'wide' | undefined;
}

/** The dot is the pin: choosing it starts in blue (proofing §4.6 "Pins default to a blue circle"). */
export const PIN_COLOR: MarkerColor = 'blue';

/**
 * The marker toolbar: one button per tool, named by the tool, the active one pressed; the colours
 * as a labelled radio group; a column beside the document, or a bar above it in a narrow viewer.
 * Hidden in read-only mode (proofing §6 "The review toolbox is hidden in read-only mode"), where the
 * comments stay readable.
 */
export function Toolbox({ messages, layout }: ToolboxProps) {
  useWidgetStyles(drawingStyles);
  const m = { ...defaultDrawingMessages, ...messages };
  const state = useViewerState();
  const tool = useStore(state.$tool);
  const color = useStore(state.$color);
  const readOnly = useStore(state.$readOnly);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const groupName = useId();
  useLeaveGuard(state, element);

  const choose = (next: MarkerTool) => {
    if (next === 'dot' && tool !== 'dot') state.$color.set(PIN_COLOR);
    state.$tool.set(next);
  };

  const bar = layout === 'narrow';
  return (
    <div ref={setElement} className={bar ? 'pd-toolbox pd-toolbox--bar' : 'pd-toolbox'} hidden={readOnly}>
      {readOnly ? null : (
        <>
          <div
            className="pd-toolbox-tools"
            role="toolbar"
            aria-label={m.toolboxLabel}
            aria-orientation={bar ? 'horizontal' : 'vertical'}
            onKeyDown={moveFocus}
          >
            {MARKER_TOOLS.map((name) => (
              <Button
                key={name}
                size="icon"
                variant="ghost"
                className="pd-toolbox-tool"
                aria-pressed={tool === name}
                // One tab stop for the toolbar (the chosen tool); arrow keys move between tools.
                tabIndex={tool === name ? 0 : -1}
                aria-label={m[TOOL_MESSAGE[name]]}
                title={m[TOOL_MESSAGE[name]]}
                onClick={() => choose(name)}
              >
                {TOOL_ICONS[name]}
              </Button>
            ))}
          </div>
          <div className="pd-toolbox-colors" role="radiogroup" aria-label={m.colorGroupLabel}>
            {MARKER_COLORS.map((name) => (
              <label key={name} className="pd-toolbox-color" title={m[COLOR_MESSAGE[name]]}>
                <input
                  type="radio"
                  name={groupName}
                  value={name}
                  checked={color === name}
                  aria-label={m[COLOR_MESSAGE[name]]}
                  onChange={() => state.$color.set(name)}
                />
                <span
                  className="pd-toolbox-swatch"
                  style={{ background: MARKER_PAINT[name] }}
                  aria-hidden="true"
                />
              </label>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

const FOCUS_STEP: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/** The toolbar's arrow keys, Home and End (the WAI-ARIA toolbar pattern), wrapping at both ends. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const at = buttons.indexOf(event.target as HTMLButtonElement);
  if (at < 0) return;
  const step = FOCUS_STEP[event.key];
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : step === undefined
          ? null
          : at + step;
  if (next === null) return;
  event.preventDefault();
  buttons[(next + buttons.length) % buttons.length]?.focus();
}

const icon = (children: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {children}
  </svg>
);

const TOOL_ICONS: Record<MarkerTool, ReactNode> = {
  pointer: icon(<path d="M5 3l14 8-6 1.5L10 19z" />),
  arrow: icon(
    <>
      <path d="M5 19L19 5" />
      <path d="M10 5h9v9" />
    </>,
  ),
  dot: icon(<circle cx="12" cy="12" r="5" fill="currentColor" />),
  rectangle: icon(<rect x="4" y="6" width="16" height="12" rx="1" />),
  line: icon(<path d="M3 17c3-6 5 2 8-3s5-8 10-5" />),
};
