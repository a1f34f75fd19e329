import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import type { AnnotationTopic } from '../../../sdk/contract';
import { newestOf, versionsOf } from '../document/viewer-data';
import { useViewerState } from '../state/viewer-state';
import type { CarryMessages } from './messages';

// The offer itself (its fetch, its call, its strings) loads only when it may be shown.
const CarryOffer = lazy(() => import('./carry-offer'));

/**
 * Where the comment panel may offer to carry threads forward (issue 13): only when the shown
 * version is the newest of its list, that list has an older one, and the user may comment. The
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
  const list = versionsOf(versions, tab);
  if (readOnly || !shown || newestOf(list)?.id !== shown.id) return null;
  const previous = newestOf(list.filter((item) => item.version < shown.version));
  if (!previous) return null;
  return (
    <Suspense fallback={null}>
      <CarryOffer messages={messages} from={previous} to={shown} topics={topics} onCarried={onCarried} />
    </Suspense>
  );
}
