export type {
  ComponentFrameProps,
  MountedWidget,
  MountFrameProps,
  WidgetFrameProps,
  WidgetViewProps,
} from './create-widget';
export { createWidgetComponent, createWidgetMount } from './create-widget';
export type { ErrorText, ErrorTextMessages } from './error-text';
export { errorText } from './error-text';
export type { IntentHandler } from './intents';
export { announceIntent, useAnnounceIntent } from './intents';
export { useWidgetHost, useWidgetStyles } from './use-widget-host';
export { useWidgetMessages } from './use-widget-messages';
