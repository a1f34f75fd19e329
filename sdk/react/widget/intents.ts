import { useCallback } from 'react';
import { getWindow } from '../../core/dom';
import type { NavigateIntent } from '../../core/domain';
import type { ProofdeskInstance } from '../../core/instance';
import { useProofdesk } from '../use-proofdesk';
import { useWidgetHost } from './use-widget-host';

/** DOM event name of an intent: `proofdesk:view-cart`, `proofdesk:open-order`, ... */
export function intentEventName(type: string): string {
  return `proofdesk:${type}`;
}

/** A widget prop: sees every intent first; `event.preventDefault()` stops the default navigation. */
export type IntentHandler = (intent: NavigateIntent, event: CustomEvent<NavigateIntent>) => void;

/**
 * Announces an intent three ways, so every kind of host can route it: a bubbling, composed,
 * cancelable `CustomEvent` from the widget's host element (script-tag and framework pages), the
 * widget's `onIntent` prop (React and `mount*` hosts), then, unless either cancelled it, the
 * instance's `navigate` (the host's router or URL templates).
 */
export function announceIntent(
  instance: ProofdeskInstance,
  host: HTMLElement | undefined,
  intent: NavigateIntent,
  onIntent?: IntentHandler,
): CustomEvent<NavigateIntent> {
  // The host's own realm: an element inside an iframe must get that frame's CustomEvent.
  const View = host ? getWindow(host) : globalThis;
  const event = new View.CustomEvent(intentEventName(intent.type), {
    bubbles: true,
    composed: true,
    cancelable: true,
    detail: intent,
  });
  host?.dispatchEvent(event);
  try {
    onIntent?.(intent, event);
  } catch (error) {
    console.error(error);
  }
  if (!event.defaultPrevented) instance.navigate(intent);
  return event;
}

/** `announceIntent` bound to the current widget and its `onIntent` prop. */
export function useAnnounceIntent(onIntent?: IntentHandler): (intent: NavigateIntent) => void {
  const instance = useProofdesk();
  const host = useWidgetHost()?.host;
  return useCallback(
    (intent: NavigateIntent) => void announceIntent(instance, host, intent, onIntent),
    [instance, host, onIntent],
  );
}
