import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  adoptStyles,
  applyThemeVariables,
  clearThemeVariables,
  createShadowHost,
  ensureFontFace,
  getDocument,
  type ShadowHost,
} from '../core/dom';
import { baseStyles, mergeThemes, type ThemeInput, themeToCssVariables } from '../core/theme';
import { LayerContext, WidgetHostContext } from './context';
import { usePrefersDark } from './primitives/use-prefers-dark';
import { useProofdesk } from './use-proofdesk';

export interface ShadowWidgetProps {
  /** An element to render into. Without one, ShadowWidget renders its own host `<div>` in place. */
  host?: HTMLElement;
  children?: ReactNode;
  /** Class of the host element ShadowWidget creates, for the host page's own layout CSS. */
  className?: string;
  /** Per-widget theme overrides, on top of the instance's theme. */
  theme?: ThemeInput;
}

/**
 * Renders children into the open shadow root of a host element, styled by the shared base sheet
 * and the theme's `--pd-*` variables (live: they follow the instance's theme atom). Children stay
 * in the caller's React tree (a portal), so context, session and instance are shared by every widget.
 */
export function ShadowWidget({ host, children, className, theme }: ShadowWidgetProps) {
  const instance = useProofdesk();
  const instanceTheme = useStore(instance.$theme);
  const effective = useMemo(
    () => (theme ? mergeThemes(instanceTheme, theme) : instanceTheme),
    [instanceTheme, theme],
  );
  const nonce = instance.options.nonce;

  const [ownHost, setOwnHost] = useState<HTMLElement | null>(null);
  const target = host ?? ownHost;
  // mode 'system': follow the reader's prefers-color-scheme, live.
  const prefersDark = usePrefersDark(target, effective.mode === 'system');
  const vars = useMemo(() => themeToCssVariables(effective, { prefersDark }), [effective, prefersDark]);
  const [shadow, setShadow] = useState<ShadowHost | null>(null);

  useLayoutEffect(() => {
    if (!target) return;
    const created = createShadowHost(target);
    adoptStyles(created.root, baseStyles, { nonce });
    setShadow(created);
    return () => setShadow(null);
  }, [target, nonce]);

  // Layout effect: the variables must be on the host before the first paint of the portal.
  useLayoutEffect(() => {
    if (!target) return;
    applyThemeVariables(target, vars);
    return () => clearThemeVariables(target);
  }, [target, vars]);

  const fontFace = effective.fontFace;
  useEffect(() => {
    if (target && fontFace) ensureFontFace(getDocument(target), fontFace, nonce);
  }, [target, fontFace, nonce]);

  // Memoised: a fresh object each render would re-render every consumer of the context.
  const widgetHost = useMemo(
    () => (shadow ? { host: shadow.root.host as HTMLElement, root: shadow.root } : undefined),
    [shadow],
  );

  return (
    <>
      {host ? null : <div ref={setOwnHost} className={className} data-pd-host="" />}
      {shadow
        ? createPortal(
            <WidgetHostContext.Provider value={widgetHost}>
              <LayerContext.Provider value={shadow.layer}>{children}</LayerContext.Provider>
            </WidgetHostContext.Provider>,
            shadow.container,
          )
        : null}
    </>
  );
}
