import { computed, type ReadableAtom } from 'nanostores';
import type { AnnotationTopic } from '../../../sdk/contract';
import type { PageGeometry, ViewerState } from '../state/viewer-state';
import type { ThreadShape } from './shape-format';
import { readShape } from './shape-format';

/** Each thread's shape (either stored format) grouped by page; threads without a readable shape are left out. */
export function threadShapesByPage(
  topics: readonly AnnotationTopic[],
  pages: readonly PageGeometry[],
): Map<number, ThreadShape[]> {
  const byPage = new Map<number, ThreadShape[]>();
  for (const topic of topics) {
    const shape = readShape(topic.annotation, pages);
    if (!shape) continue;
    const list = byPage.get(shape.page) ?? [];
    list.push({ shape, topicId: topic.id, resolved: topic.isResolve });
    byPage.set(shape.page, list);
  }
  return byPage;
}

const stores = new WeakMap<ViewerState, ReadableAtom<Map<number, ThreadShape[]>>>();

/** One viewer's threads by page, read once per change however many pages show (shared by its overlays). */
export function threadShapesStore(state: ViewerState): ReadableAtom<Map<number, ThreadShape[]>> {
  let store = stores.get(state);
  if (!store) {
    store = computed([state.$topics, state.$pages], threadShapesByPage);
    stores.set(state, store);
  }
  return store;
}
