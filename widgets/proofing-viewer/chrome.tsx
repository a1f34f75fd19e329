// The viewer's chrome: every part beyond the header's frame and the document (the header's actions,
// the versions strip, the toolbox, the review bar, the comment panel). The frame renders them once
// the document has shown (viewer-view.tsx, useDocumentFirst) from this module, a chunk of its own in
// the script-tag build (scripts/embed-config.mjs): a PDF's first page waits for none of their code.
import type { ComponentType } from 'react';
import { AddVersion } from './add-version';
import { CommentSheet } from './comment-sheet';
import { SidePanel as CommentPanel } from './comments/side-panel';
import { CompareButton } from './compare/compare-button';
import { Toolbox as MarkerToolbox } from './drawing/toolbox';
import { InviteGuestButton } from './guest-invite-button';
import type { ProofingViewerMessages } from './messages';
import { DownloadProofButton } from './proof/download-proof-button';
import type { ViewerPartProps } from './props';
import { ReviewBar } from './review';
import { VersionPanel } from './versions';
import { WorkflowPanel } from './workflow';

/** The marker tools and colours (hidden in read-only mode by the part itself). */
export const Toolbox: ComponentType<ViewerPartProps> = MarkerToolbox;

/** The comment panel beside the document. */
export const SidePanel: ComponentType<ViewerPartProps> = CommentPanel;

export interface HeaderActionsProps {
  messages: ProofingViewerMessages;
  orderId: string;
  /** The attachment's group once the first read is in (Add version needs it). */
  group: string | undefined;
  /** The signed-in user may invite guests (sdk/core/access canInviteGuests). */
  invites: boolean;
}

/** The header's actions for a member: Add version, Download Proof, Compare, Invite guest. */
export function HeaderActions({ messages: m, orderId, group, invites }: HeaderActionsProps) {
  return (
    <>
      {group && <AddVersion group={group} messages={m} />}
      <DownloadProofButton messages={m} />
      <CompareButton messages={m} />
      {invites && <InviteGuestButton orderId={orderId} messages={m} />}
    </>
  );
}

export { VersionPanel };

export interface PanelProps {
  part: ViewerPartProps;
  narrow: boolean;
  /** A member's review bar (guests have none). */
  member: boolean;
  /** The PDF tools mode (proofing §4.8) replaces the comment panel. */
  pdfTools: boolean;
  onDecided(): void;
}

/**
 * The panel beside the document: the approval workflow's stages (issue 26), the review bar and the
 * comments (a sheet in the narrow layout).
 */
export function Panel({ part, narrow, member, pdfTools, onDecided }: PanelProps) {
  return (
    <>
      {member && <WorkflowPanel messages={part.messages} />}
      {member && <ReviewBar messages={part.messages} onDecided={onDecided} />}
      {!pdfTools && (
        <CommentSheet messages={part.messages} narrow={narrow}>
          <SidePanel {...part} />
        </CommentSheet>
      )}
    </>
  );
}
// The viewer's first path, for the host's bundler (first-path.ts).
export { viewerFirstPath } from './first-path';
