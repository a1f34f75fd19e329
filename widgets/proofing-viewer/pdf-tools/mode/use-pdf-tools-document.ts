import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnnotationTopic, AttachmentVersion } from '../../../../sdk/contract';
import { getToastStore, useProofdesk } from '../../../../sdk/react';
import { fill, type ProofingViewerMessages } from '../../messages';
import type { ShapeRecord } from '../../state/viewer-state';
import { useViewerState } from '../../state/viewer-state';
import {
  type AnnotationDocument,
  entryModule,
  listKeyOf,
  mayBeSaved,
  readModule,
  serialize,
  toBase64,
} from '../annotation-data';

// PDF tools mode's document (proofing §4.8). Marks are drawn with the drawing layer's free line
// (its shape, released into $draft, is taken into the document at once) and shown through $topics
// (the comment panel, which otherwise writes it, is not shown in this mode). Saved with the silent
// `POST …/version/{versionId}/update` (§7, field `pdfAnnotationModule`) on Save Changes and on every
// second change, and only when the document has more than 18 lines (annotation-data.ts). A save
// sends this list's entry alone: the server keeps the other list's (issue 20).

export type SaveOutcome = 'saved' | 'skipped' | 'failed';

/** A mark shown as a thread's shape, so the drawing layer draws it (and the proof prints it). */
const asTopic = (shape: ShapeRecord): AnnotationTopic => ({
  id: `pdf-tools-${shape.attrs.id}`,
  message: '',
  mentions: [],
  sender: { id: '', name: '', avatar: null, isGuest: false },
  dateCreated: '',
  isResolve: false,
  isPublic: true,
  annotation: JSON.stringify(shape),
  comments: [],
});

export function usePdfToolsDocument(version: AttachmentVersion, m: ProofingViewerMessages) {
  const state = useViewerState();
  const instance = useProofdesk();
  // The list is chosen once, with the profile the viewer opened with (it is loaded by then).
  const [key] = useState(() => listKeyOf(version, instance.session.$profile.get()));
  const [opened] = useState(() => readModule(version.pdfAnnotationModule, key));
  const document = useRef<AnnotationDocument>(opened.document);
  const changes = useRef(0);
  const pages = useStore(state.$pages).length;

  const save = useCallback(
    async (announce: boolean): Promise<SaveOutcome> => {
      const text = serialize(document.current);
      if (!mayBeSaved(text)) return 'skipped';
      const next = entryModule(key, { page: state.$currentPage.get(), annotation: toBase64(text) });
      const path = `/order/${encodeURIComponent(state.orderId)}/attachment/${encodeURIComponent(state.attachmentId)}/version/${encodeURIComponent(version.id)}/update`;
      const result = await instance.http.post(path, {
        csrf: 'card-annotation',
        form: true,
        body: { pdfAnnotationModule: next },
      });
      const toasts = getToastStore(instance);
      if (!result.ok) {
        // §8 "success false: 'Failed' warning with the server message"; the marks stay.
        toasts.show({
          variant: 'warning',
          message: fill(m.pdfToolsSaveFailed, { message: result.error.message }),
        });
        return 'failed';
      }
      if (announce) toasts.show({ variant: 'success', message: m.saved });
      return 'saved';
    },
    [instance, key, m, state, version.id],
  );

  // The marks on the pages, and the pointer to start with.
  useEffect(() => {
    state.$topics.set(document.current.shapes.map(asTopic));
    state.$tool.set('pointer');
    return () => state.$topics.set([]);
  }, [state]);

  // §4.8 "starting at the saved page or page 1", once the pages are laid out.
  const scrolled = useRef(false);
  useEffect(() => {
    if (pages === 0 || scrolled.current) return;
    scrolled.current = true;
    state.$scrollRequest.set({ page: Math.min(opened.page, pages), at: Date.now() });
  }, [pages, opened.page, state]);

  // A released shape is a change: taken into the document; every second change saves.
  useEffect(
    () =>
      state.$draft.subscribe((draft) => {
        if (!draft) return;
        const { isUnsaved: _unsaved, unsavedComment: _comment, ...shape } = draft.shape;
        document.current = { ...document.current, shapes: [...document.current.shapes, shape] };
        state.$draft.set(null);
        state.$topics.set(document.current.shapes.map(asTopic));
        changes.current += 1;
        if (changes.current % 2 === 0) void save(false);
      }),
    [state, save],
  );

  return { save, changes };
}
