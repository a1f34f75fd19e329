import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import type { AnnotationTopic } from '../../../sdk/contract';
import { can, Subject } from '../../../sdk/core/access';
import { useProofdesk } from '../../../sdk/react';
import { newestOf, versionsOf } from '../document/viewer-data';
import { useViewerState } from '../state/viewer-state';
import type { CarryMessages } from './messages';

// The offer itself (its fetch, its call, its strings) loads only when it may be shown.
const CarryOffer = lazy(() => import('./carry-offer'));

/**
 * Where the comment panel may offer to carry threads forward (issue 13): only when the shown
 * version is the newest of its list, that list has an older one, and the user may comment on it
 * (the comment right of its list, §6, and not read-only: the server's rule for the call). The
 * offer decides whether the previous version has open threads not carried here yet.
 */
export function CarrySlot({
  messages,
  topics,
  onCarried,
}: {
  /** The viewer's catalogue: overrides of the offer's strings are read from it. */
  messages: Partial<CarryMessages> | object;
  /** The shown threads: a change (a carry, a reload) counts again. */
  topics: readonly AnnotationTopic[];
  onCarried(): void;
}) {
  const state = useViewerState();
  const versions = useStore(state.$versions);
  const shown = useStore(state.$version);
  const tab = useStore(state.$tab);
  const readOnly = useStore(state.$readOnly);
  const profile = useStore(useProofdesk().session.$profile);
  const list = versionsOf(versions, tab);
  // A guest reviewer comments through the guest calls only; carrying is a member's call.
  if (profile?.role === 'guest') return null;
  if (readOnly || !shown || newestOf(list)?.id !== shown.id) return null;
  const subject = shown.isInternal ? Subject.ANNOTATION_INTERNAL_COMMENT : Subject.ANNOTATION_PUBLIC_COMMENT;
  if (!can(profile, 'create', subject)) return null;
  const previous = newestOf(list.filter((item) => item.version < shown.version));
  if (!previous) return null;
  return (
    <Suspense fallback={null}>
      <CarryOffer messages={messages} from={previous} to={shown} topics={topics} onCarried={onCarried} />
    </Suspense>
  );
}
