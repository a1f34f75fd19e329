import type { Placement } from '@floating-ui/dom';
import type { ComponentType } from 'react';
import { getDefaultProofdesk, type ProofdeskInstance } from '../../core/instance';
import type { ThemeInput } from '../../core/theme';
import { mountInShadow } from '../mount-in-shadow';
import { ShadowWidget } from '../shadow-widget';
import type { IntentHandler } from './intents';

/** The props every widget view shares; a widget adds its own (`locale`, `confirmDeleteAll`, ...). */
export interface WidgetViewProps<Messages> {
  /** Called with each intent after its DOM event; `event.preventDefault()` stops the navigation. */
  onIntent?: IntentHandler;
  /** Overrides of the widget's strings. */
  messages?: Partial<Messages>;
  /** Where the popover opens relative to the trigger. Default 'bottom-end' (a header's right side). */
  placement?: Placement;
}

/** What every widget takes besides its own props, however it is mounted. */
export interface WidgetFrameProps {
  /** Theme overrides for this widget only, on top of the instance's (and the account's) theme. */
  theme?: ThemeInput | undefined;
}

export interface ComponentFrameProps extends WidgetFrameProps {
  /** Class of the widget's host element, for the host page's own layout CSS. */
  className?: string;
}

export interface MountFrameProps extends WidgetFrameProps {
  /** The instance to use; defaults to the page's default instance (`setDefaultProofdesk`). */
  instance?: ProofdeskInstance;
}

/**
 * A mounted widget, however it got there (`mount<Widget>`, a script-tag element's chunk): new props
 * re-render it in place; unmount removes it.
 */
export interface MountedWidget<P> {
  update(props: P): void;
  unmount(): void;
}

/**
 * The React component of a widget: its view, rendered into its own shadow root. Used inside a
 * ProofdeskProvider (or with a default instance registered).
 */
export function createWidgetComponent<P extends object>(View: ComponentType<P>, displayName: string) {
  function Widget({ className, theme, ...props }: P & ComponentFrameProps) {
    return (
      <ShadowWidget {...(className && { className })} {...(theme && { theme })}>
        <View {...(props as P)} />
      </ShadowWidget>
    );
  }
  Widget.displayName = displayName;
  return Widget;
}

/**
 * `mount<Widget>(element, props)` for hosts without React: the view renders into `element`'s
 * shadow root through the instance's one shared React root, so every widget of the page shares one
 * tree, one session and one socket.
 */
export function createWidgetMount<P extends object>(View: ComponentType<P>, name: string) {
  return function mount(
    element: HTMLElement,
    props: P & MountFrameProps,
  ): MountedWidget<P & MountFrameProps> {
    const instance = props.instance ?? getDefaultProofdesk();
    if (!instance) {
      throw new Error(
        `proofdesk: ${name} needs an instance: pass \`instance\` or call setDefaultProofdesk(createProofdesk(...)) first.`,
      );
    }
    const node = ({ instance: _ignored, theme: _theme, ...rest }: P & MountFrameProps) => (
      <View {...(rest as unknown as P)} />
    );
    const mounted = mountInShadow(instance, element, node(props), { theme: props.theme });
    return {
      update: (next) => mounted.update(node(next), { theme: next.theme }),
      unmount: () => mounted.unmount(),
    };
  };
}
