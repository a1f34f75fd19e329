import type { Data } from '../data';
import { type OrderRow, orderAudience } from '../orders';
import { findUsersByIds, isRoleAllowedOn } from '../users';
import type { AttachmentRow, TopicRow, VersionRow } from './rows';
import { seesAttachment, seesTopic, seesVersion, type Viewer } from './viewer';

/** What a realtime event is about: a file, and perhaps one of its versions or topics. */
export interface EventSubject {
  attachment: AttachmentRow;
  version?: VersionRow;
  topic?: Pick<TopicRow, 'is_public'>;
}

/**
 * Of the order's audience, the users who may read what the event is about, by the same rules as
 * reading it (issue 8: customers' sockets heard `reload-timeline` for internal files). A version
 * counts as live here: an event may announce its removal.
 */
export async function readersOf(data: Data, order: OrderRow, about: EventSubject): Promise<string[]> {
  return (await findUsersByIds(data, await orderAudience(data, order)))
    .filter((user) => {
      const viewer: Viewer = {
        kind: 'user',
        user,
        clientKind: isRoleAllowedOn(user.role, 'customer') ? 'customer' : 'admin',
      };
      return (
        seesAttachment(viewer, about.attachment) &&
        (!about.version || seesVersion(viewer, { ...about.version, deleted_at: null })) &&
        (!about.topic || seesTopic(viewer, about.topic))
      );
    })
    .map((user) => user.id);
}
