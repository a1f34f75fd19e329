import {
  Accessibility,
  type defaultPreset,
  Feedback,
  KeyboardSensor,
  PointerActivationConstraints,
  PointerSensor,
  StyleInjector,
} from '@dnd-kit/dom';

// dnd-kit configured for a shadow root (DESIGN.md §8): its accessibility plugin puts its live region
// and instructions in the page's body, where nothing inside the shadow root can refer to them, so it
// is left out (the board has its own live region and card descriptions); its injected styles carry
// the instance's CSP nonce.

type Plugins = typeof defaultPreset.plugins;

/** The plugins: the defaults without Accessibility, the style injector with the nonce, cloned feedback. */
// The explicit type keeps dnd-kit's unexported option types out of the declaration build.
export function boardPlugins(nonce: string | undefined): (defaults: Plugins) => Plugins {
  return (defaults) => [
    ...defaults.filter((plugin) => plugin !== Accessibility),
    StyleInjector.configure({ nonce }),
    // A clone follows the pointer, so the card itself may scroll out of its virtualized column.
    Feedback.configure({ feedback: 'clone', dropAnimation: null }),
  ];
}

/**
 * Pointer: a drag starts after 6 px, so a click still opens the card. Keyboard: Space picks a card
 * up (Enter opens it), arrows move it, Space drops, Escape cancels.
 */
export const boardSensors = [
  PointerSensor.configure({
    activationConstraints: [new PointerActivationConstraints.Distance({ value: 6 })],
  }),
  KeyboardSensor.configure({
    keyboardCodes: {
      start: ['Space'],
      cancel: ['Escape'],
      end: ['Space'],
      up: ['ArrowUp'],
      down: ['ArrowDown'],
      left: ['ArrowLeft'],
      right: ['ArrowRight'],
    },
  }),
];
