import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isViewerReadOnly, showsInternalPublicToggle, startingTab } from '../../../sdk/core/access';
import { useProofdesk } from '../../../sdk/react';
import { useViewerState, type ViewerTab } from '../state/viewer-state';
import { takeFirstRead } from './first-read';
import {
  loadViewerData,
  openingForAnyRole,
  openingVersion,
  type ViewerLoad,
  versionAfterReload,
  versionAfterSwitch,
} from './viewer-data';

export interface ViewerDataOptions {
  versionId?: string | undefined;
  /** The `public` prop: the tab asked for; undefined follows §4.5. */
  startPublic?: boolean | undefined;
  /** Called once when the viewer must send the user to / (permission error, file not readable). */
  onLeave(reason: 'denied' | 'missing'): void;
}

export interface ViewerData {
  load: ViewerLoad;
  /** The opening tab and version are in the ViewerState (the versions and the profile are in). */
  opened: boolean;
  /** §6: the Internal/Public toggle is shown to this user for this attachment. */
  showsToggle: boolean;
  /** §4.5: changes the version list and comments, clears the selected shape, resets the tool. */
  switchTab(tab: ViewerTab): void;
}

/**
 * Loads the order and the attachment's versions, opens the starting tab and version (§4.5, §2.1
 * `versionId` / `public`) into the ViewerState, and keeps `$readOnly` to §4.2 as tab and version
 * change.
 */
export function useViewerData({ versionId, startPublic, onLeave }: ViewerDataOptions): ViewerData {
  const instance = useProofdesk();
  const state = useViewerState();
  const profile = useStore(instance.session.$profile);
  const [load, setLoad] = useState<ViewerLoad>({ status: 'loading' });
  const [opened, setOpened] = useState(false);
  const leave = useRef(onLeave);
  leave.current = onLeave;

  // Only with a session: a viewer on a host page that signs in later (or signs another user in)
  // loads then, instead of failing once and staying failed.
  const auth = useStore(instance.session.$auth);
  const userId = auth.token ? auth.userId : null;
  // The first read was started when the viewer was mounted (first-read.ts), or starts now, while the
  // viewer renders, not after its first commit: the file's download (and pdf.js, for a PDF) waits
  // on it. A later reload is an effect (below).
  const askedVersion = useRef(versionId);
  askedVersion.current = versionId;
  const firstRead = useMemo(
    () =>
      userId ? takeFirstRead(instance.http, state.orderId, state.attachmentId, askedVersion.current) : null,
    [instance, state, userId],
  );
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    setOpened(false);
    if (!firstRead) return;
    void firstRead.then((result) => {
      if (!live) return;
      setLoad(result);
      if (result.status === 'denied' || result.status === 'missing') leave.current(result.status);
    });
    return () => {
      live = false;
    };
  }, [firstRead]);

  // The opening tab needs the user's role: once both the versions and the profile are in. It opens
  // once per load and per asked tab or version, not again when a reload brings new data.
  const role = profile?.role;
  const data = load.status === 'ready' ? load.data : null;
  const openedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!opened) openedFor.current = null;
  }, [opened]);
  useEffect(() => {
    // Before the role is known, the version the viewer opens for any role is set already, so the
    // document view opens its file while the profile is still on its way (the tab follows).
    if (data && !role && !opened && startPublic === undefined) {
      const version = openingForAnyRole(data.versions, versionId);
      if (version) state.$version.set(version);
    }
    if (!data || !role) return;
    const asking = `${startPublic} ${versionId}`;
    if (openedFor.current === asking) return;
    openedFor.current = asking;
    const asked: ViewerTab =
      startPublic === undefined
        ? startingTab(role, data.attachment.startingTab === 'internal' ? 'internal' : 'public')
        : startPublic
          ? 'public'
          : 'internal';
    const opening = openingVersion(data.versions, asked, versionId);
    state.$tab.set(opening.tab);
    state.$version.set(opening.version);
    setOpened(true);
  }, [data, role, opened, startPublic, versionId, state]);

  useEffect(() => {
    state.$versions.set(data?.versions ?? []);
    state.$orderProgress.set(data?.orderProgress ?? null);
  }, [data, state]);

  // A reload (state.reload(): §8 after a failed write, a version added or decided) reads both
  // again while the file stays on screen; a reload that fails keeps what is shown.
  const reloadRequest = useStore(state.$reloadRequest);
  useEffect(() => {
    if (!reloadRequest || !userId) return;
    let live = true;
    void loadViewerData(instance.http, state.orderId, state.attachmentId).then((result) => {
      if (!live) return;
      if (result.status === 'denied' || result.status === 'missing') {
        setLoad(result);
        leave.current(result.status);
        return;
      }
      if (result.status !== 'ready') return;
      const next = versionAfterReload(
        result.data.versions,
        state.$tab.get(),
        state.$version.get(),
        reloadRequest.versionId,
      );
      setLoad(result);
      state.$tab.set(next.tab);
      state.$version.set(next.version);
    });
    return () => {
      live = false;
    };
  }, [reloadRequest, userId, instance, state]);

  // Live: another user's new version, decision or status change (the server's reload-order).
  useEffect(
    () =>
      instance.realtime.subscribe('reload-order', (payload) => {
        if (!payload?.orderId || String(payload.orderId) === state.orderId) state.reload();
      }),
    [instance, state],
  );

  const tab = useStore(state.$tab);
  const version = useStore(state.$version);
  useEffect(() => {
    if (!data || !version) return;
    state.$readOnly.set(
      isViewerReadOnly({
        orderProgress: data.orderProgress,
        clientType: instance.http.clientType,
        activeTab: tab,
        isDisabledAnnotation: version.isDisabledAnnotation,
        isDisabledInternalAnnotation: version.isDisabledInternalAnnotation,
      }),
    );
  }, [data, tab, version, instance, state]);

  const switchTab = useCallback(
    (next: ViewerTab) => {
      if (!data || state.$tab.get() === next) return;
      state.$tab.set(next);
      state.$selectedTopicId.set(null);
      state.$tool.set('pointer');
      state.$version.set(versionAfterSwitch(data.versions, next, state.$version.get()));
    },
    [data, state],
  );

  const showsToggle = !!data && showsInternalPublicToggle(profile, data.attachment.attachmentTypeStartFrom);
  return { load, opened, showsToggle, switchTab };
}
