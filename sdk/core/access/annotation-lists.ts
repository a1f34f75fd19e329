import { can } from './can';
import { Subject as S, type Subject } from './subjects';
import type { AccessUser } from './user';

// Proofing §3 "Versions are split into public and internal lists": annotations (topics, comments,
// and PDF tools' per-list entries, §4.8) belong to one of the two lists. Who may read or write a
// list is the comment right of its kind, so one table answers all of them: internal roles (and the
// admin) read and write both; the CSO reads both and writes neither; customers (owner, staff) and
// guests read and write the public list only — never the internal one (issue 20: the operator's
// internal PDF tools entry was sent to customers and guests).

export const ANNOTATION_LISTS = ['internal', 'public'] as const;
export type AnnotationList = (typeof ANNOTATION_LISTS)[number];

const SUBJECT_OF: Record<AnnotationList, Subject> = {
  internal: S.ANNOTATION_INTERNAL_COMMENT,
  public: S.ANNOTATION_PUBLIC_COMMENT,
};

/** The annotation lists `user` may read, or write (create in, replace its entry). */
export function annotationLists(
  user: AccessUser | null | undefined,
  access: 'read' | 'write',
): AnnotationList[] {
  const action = access === 'read' ? 'read' : 'create';
  return ANNOTATION_LISTS.filter((list) => can(user, action, SUBJECT_OF[list]));
}
