// Shared set-up of the comment panel's browser tests: the panel rendered the way the viewer renders
// it (inside a ShadowWidget, under a ViewerState), against the comment tests' own real server.
import type { ProofdeskInstance, ProofdeskOptions } from 'proofdesk';
import type { AnnotationTopic, VersionWithAnnotations } from 'proofdesk/contract';
import { StrictMode } from 'react';
import { within } from 'shadow-dom-testing-library';
import { expect, inject } from 'vitest';
import { SidePanel } from '../../../../../widgets/proofing-viewer/comments/side-panel';
import {
  defaultProofingViewerMessages,
  type ProofingViewerMessages,
} from '../../../../../widgets/proofing-viewer/messages';
import {
  createViewerState,
  type ViewerState,
  ViewerStateContext,
  type ViewerTab,
} from '../../../../../widgets/proofing-viewer/state/viewer-state';
import { renderInShadow } from '../../../support/render';
import { signedInInstance } from '../../../support/sessions';

/** A real instance signed in to the comment tests' server (options: a theme, say). */
export const signedIn = (username: string, options: Partial<ProofdeskOptions> = {}) =>
  signedInInstance(username, { ...options, baseUrl: inject('commentsApiBaseUrl') });

/** A seeded file: `${order}-${group}-${slug}` and its versions `…-v1`, `…-v2`. */
export function seededFile(order: string, file: 'poster' | 'brochure' | 'draft', version = 1) {
  const attachmentId =
    file === 'poster'
      ? `${order}-customerReview-poster-png`
      : file === 'brochure'
        ? `${order}-customerReview-brochure-pdf`
        : `${order}-internalReview-layout-draft-png`;
  return { orderId: order, attachmentId, versionId: `${attachmentId}-v${version}` };
}
export type SeededFile = ReturnType<typeof seededFile>;

const versionPath = (file: SeededFile) =>
  `/order/${file.orderId}/attachment/${file.attachmentId}/version/${file.versionId}`;

/** The version with its threads as the server has them now (read past the widget). */
export async function serverVersion(instance: ProofdeskInstance, file: SeededFile) {
  const result = await instance.http.get<VersionWithAnnotations>(versionPath(file));
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

export async function serverTopics(
  instance: ProofdeskInstance,
  file: SeededFile,
): Promise<AnnotationTopic[]> {
  return (await serverVersion(instance, file)).topics;
}

/** Posts a reply as `instance`'s user, through the real route (what another user's viewer does). */
export async function postReply(
  instance: ProofdeskInstance,
  file: SeededFile,
  topicId: string,
  message: string,
) {
  const sent = await instance.http.post(`${versionPath(file)}/annotation/${topicId}/comment`, {
    body: { message },
    form: true,
    csrf: 'card-annotation',
  });
  if (!sent.ok) throw new Error(sent.error.message);
  return sent.id as string;
}

export interface PanelOptions {
  tab?: ViewerTab;
  readOnly?: boolean;
  commentId?: string;
  linkVersionId?: string;
  /** The file laid out (its pages known): the deep link waits for it. Default true. */
  pages?: boolean;
  /** Rendered under React's StrictMode (effects mount, unmount and mount again). */
  strict?: boolean;
  /** Prepares the state before the panel renders (a draft shape, a selection). */
  prepare?(state: ViewerState): void;
  /** Strings over the viewer's defaults, as a host passes them. */
  messages?: Partial<ProofingViewerMessages>;
}

/** Renders the comment panel for `file` as the viewer would once the version is shown. */
export async function renderPanel(instance: ProofdeskInstance, file: SeededFile, options: PanelOptions = {}) {
  const state = createViewerState(file.orderId, file.attachmentId);
  const { topics: _topics, attachment: _attachment, ...version } = await serverVersion(instance, file);
  state.$tab.set(options.tab ?? (version.isInternal ? 'internal' : 'public'));
  state.$version.set(version);
  state.$readOnly.set(options.readOnly ?? false);
  if (options.pages !== false) state.$pages.set([{ page: 1, width: 800, height: 600 }]);
  options.prepare?.(state);
  const panelUi = (
    <ViewerStateContext.Provider value={state}>
      <SidePanel
        messages={{ ...defaultProofingViewerMessages, ...options.messages }}
        commentId={options.commentId}
        versionId={options.linkVersionId}
      />
    </ViewerStateContext.Provider>
  );
  const rendered = renderInShadow(options.strict ? <StrictMode>{panelUi}</StrictMode> : panelUi, instance);
  const panel = within(rendered.host);
  const list = await panel.findByShadowRole('list', { name: 'Comments' });
  return { ...rendered, state, panel, list };
}

/** The thread elements of the panel, in order. */
export const threadsIn = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('.pd-comment-thread')];

/** The one thread whose text contains `text`. */
export async function threadWith(root: ParentNode, text: string): Promise<HTMLElement> {
  const find = () => threadsIn(root).find((thread) => thread.textContent?.includes(text));
  await expect.poll(find).toBeTruthy();
  return find() as HTMLElement;
}
