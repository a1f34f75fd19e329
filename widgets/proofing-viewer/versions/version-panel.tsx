import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import type { AttachmentVersion } from '../../../sdk/contract';
import {
  canDeleteVersion,
  showsApproveRevise,
  showsCheckedBadge,
  splitVersions,
  versionReviewEnabled,
} from '../../../sdk/core/access';
import { useProofdesk, useWidgetStyles } from '../../../sdk/react';
import type { ReasonPromptMessages } from '../../../sdk/react/prompts';
import { useDateFormat } from '../date-format';
import { useViewerState } from '../state/viewer-state';
import { LazyReasonPrompt } from './lazy-reason-prompt';
import type { VersionMessages } from './messages';
import { versionStyles } from './styles';
import { useStanding } from './use-standing';
import { useUploaders } from './use-uploaders';
import { useVersionActions } from './use-version-actions';
import { VersionItem } from './version-item';

export interface VersionPanelProps {
  messages: VersionMessages & ReasonPromptMessages;
  /** Open at first (default closed: a strip that leaves the document its width on a laptop). */
  defaultOpen?: boolean;
}

/**
 * The versions panel (proofing §4.4, §4.5): a collapsible strip beside the toolbox. Open, it lists the
 * shown tab's versions, newest first, as a radio group: choosing one shows its file and comments
 * (`$version`). Approve / Revise for approvers while the order is in progress, Delete for the assigned
 * operator (never the last version of its list nor an approved one), each result a toast and a reload.
 */
export function VersionPanel({ messages: m, defaultOpen = false }: VersionPanelProps) {
  useWidgetStyles(versionStyles);
  const state = useViewerState();
  const profile = useStore(useProofdesk().session.$profile);
  const versions = useStore(state.$versions);
  const shown = useStore(state.$version);
  const tab = useStore(state.$tab);
  const progress = useStore(state.$orderProgress);
  const [open, setOpen] = useState(defaultOpen);
  const standing = useStanding();
  const uploaders = useUploaders(state.orderId, open);
  const actions = useVersionActions(m);
  const date = useDateFormat(m);
  const bodyId = useId();
  const headingId = useId();
  const groupName = `pd-versions-${useId()}`;

  // §4.5: the tab's list (internal = internal or internally approved; public = the others).
  const list = splitVersions(versions)[tab].sort((a, b) => b.version - a.version);
  const reviews = showsApproveRevise(profile) && progress !== null && versionReviewEnabled(progress);
  const operator = standing?.isAssignedOperator === true;
  const choose = (version: AttachmentVersion) => {
    if (state.$version.get()?.id === version.id) return;
    state.$selectedTopicId.set(null);
    state.$version.set(version);
  };
  // "The last remaining version cannot be deleted": counted in its own list, as the server does.
  const blockedReason = (version: AttachmentVersion): string | null => {
    const versionCount = versions.filter((v) => v.isInternal === version.isInternal).length;
    if (
      canDeleteVersion({
        versionCount,
        isInternalApproved: version.isInternalApproved,
        isAssignedOperator: true,
      })
    )
      return null;
    return version.isInternalApproved ? m.deleteApprovedVersion : m.deleteLastVersion;
  };

  return (
    <div className="pd-versions" data-open={open || undefined}>
      <button
        type="button"
        className="pd-versions-toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        title={open ? m.versionsHide : m.versionsShow}
        onClick={() => setOpen(!open)}
      >
        <span className="pd-versions-toggle-text">{m.versionsToggle}</span>
        <span className="pd-versions-count">{list.length}</span>
      </button>
      <div id={bodyId} className="pd-versions-body" hidden={!open}>
        {open && (
          <>
            <h3 id={headingId} className="pd-versions-title">
              {tab === 'internal' ? m.versionsInternal : m.versionsPublic}
            </h3>
            {list.length === 0 ? (
              <p className="pd-versions-note">{m.versionsEmpty}</p>
            ) : (
              <div role="radiogroup" aria-labelledby={headingId} className="pd-versions-list">
                {list.map((version) => (
                  <VersionItem
                    key={version.id}
                    version={version}
                    messages={m}
                    current={version.id === shown?.id}
                    group={groupName}
                    checked={showsCheckedBadge(profile, version)}
                    uploader={version.creator.id ? uploaders.get(version.creator.id) : undefined}
                    date={date(version.createdAt)}
                    onChoose={() => choose(version)}
                    review={
                      reviews
                        ? {
                            kind: version.isInternalApproved ? 'revise' : 'approve',
                            paused: actions.approving,
                            run: () =>
                              version.isInternalApproved ? actions.revise(version) : actions.approve(version),
                          }
                        : null
                    }
                    remove={
                      operator
                        ? {
                            blocked: blockedReason(version),
                            paused: actions.deletingPaused,
                            run: () => actions.askDelete(version),
                          }
                        : null
                    }
                  />
                ))}
              </div>
            )}
          </>
        )}
      </div>
      <LazyReasonPrompt
        open={actions.deleting !== null}
        title={actions.deleteTitle}
        messages={m}
        onContinue={actions.confirmDelete}
        onCancel={actions.cancelDelete}
      />
    </div>
  );
}
