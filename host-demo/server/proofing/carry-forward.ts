import { randomUUID } from 'node:crypto';
import type { TopicCarryLink } from 'proofdesk/contract';
import { type Data, transaction } from '../data';
import {
  carriedTopics,
  insertCarryLink,
  insertCommentCopies,
  insertTopicCopy,
  lockVersion,
  selectComments,
  selectTopics,
} from '../data/proofing/carry-rows';
import { selectCarryLinks, selectVersion } from '../data/proofing/proofing-rows';
import { done, fail, notFound, type Result, type ServerContext } from '../http';
import { announceTimeline } from './events';
import type { VersionScope } from './load';
import type { TopicRow } from './rows';
import { writeRefusal } from './topics';
import { seesTopic, seesVersion, type Viewer } from './viewer';

export const CARRY_MESSAGES = {
  notOlder: 'Threads are carried forward only, from an older version to a newer one.',
  otherList: 'Threads are carried only between versions of the same list (internal or public).',
} as const;

/**
 * POST …/version/:versionId/carry-forward: copies the open (unresolved) threads of an older version
 * the caller can see onto this one: each copy keeps its shape, message, author, date and replies,
 * and a link to the thread it came from. The caller needs the comment right on this version (the
 * same rule as writing a comment there); a thread already carried here is skipped, so a second call
 * adds nothing.
 */
export async function carryForward(
  ctx: ServerContext,
  viewer: Viewer,
  scope: VersionScope,
  fromVersionId: string,
): Promise<Result> {
  const refusal = writeRefusal(viewer, scope);
  if (refusal) return refusal;
  const source = await selectVersion(ctx.data.db, scope.attachment.id, fromVersionId);
  if (!source || !seesVersion(viewer, source)) return notFound();
  if (source.version >= scope.version.version) return fail(400, CARRY_MESSAGES.notOlder);
  if (source.is_internal !== scope.version.is_internal) return fail(400, CARRY_MESSAGES.otherList);

  const carried = await copyOpenThreads(ctx.data, {
    fromVersionId: source.id,
    toVersionId: scope.version.id,
    sees: (topic) => seesTopic(viewer, topic),
    carriedBy: viewer.kind === 'user' ? viewer.user.id : null,
    at: ctx.now().toISOString(),
  });
  if (carried.length > 0) {
    // Both versions' threads change: the new ones here, the 'Carried to' label there.
    await announceTimeline(ctx, scope);
    await announceTimeline(ctx, { ...scope, version: source });
  }
  return done({ data: { carried } });
}

export interface ThreadCopy {
  fromVersionId: string;
  toVersionId: string;
  /** Which threads the caller may see (only those are carried). */
  sees: (topic: TopicRow) => boolean;
  carriedBy: string | null;
  at: string;
}

/**
 * Copies the open threads of one version the caller sees, not yet carried there, onto another,
 * with their replies and a link each. What is open and not yet carried is read under the target
 * version's lock, in the transaction that copies it: two carries at once copy each thread once
 * (the second finds the first's links).
 */
export function copyOpenThreads(
  data: Data,
  copy: ThreadCopy,
): Promise<{ fromTopicId: string; toTopicId: string }[]> {
  const { fromVersionId, toVersionId, carriedBy, at } = copy;
  return transaction(data, async (trx) => {
    await lockVersion(trx, data.dialect, toVersionId);
    const already = await carriedTopics(trx, fromVersionId, toVersionId);
    const open = (await selectTopics(trx, fromVersionId)).filter(
      (topic) => topic.is_resolve === 0 && copy.sees(topic) && !already.has(topic.id),
    );
    const comments = await selectComments(
      trx,
      open.map((topic) => topic.id),
    );
    const links: { fromTopicId: string; toTopicId: string }[] = [];
    for (const topic of open) {
      const id = randomUUID();
      await insertTopicCopy(trx, topic, toVersionId, id);
      const replies = comments.filter((item) => item.topic_id === topic.id);
      await insertCommentCopies(trx, replies, id, randomUUID);
      await insertCarryLink(trx, { fromTopicId: topic.id, toVersionId, toTopicId: id, carriedBy, at });
      links.push({ fromTopicId: topic.id, toTopicId: id });
    }
    return links;
  });
}

/** The carry links of a version's topics, both ways, for the wire (`carriedFrom`, `carriedTo`). */
export async function carryLinks(data: Data, topicIds: readonly string[]) {
  const from = new Map<string, TopicCarryLink>();
  const to = new Map<string, TopicCarryLink[]>();
  for (const row of await selectCarryLinks(data.db, topicIds)) {
    from.set(row.to_topic_id, {
      topicId: row.from_topic_id,
      versionId: row.from_version_id,
      version: row.from_version,
    });
    const list = to.get(row.from_topic_id) ?? [];
    list.push({ topicId: row.to_topic_id, versionId: row.to_version_id, version: row.to_version });
    to.set(row.from_topic_id, list);
  }
  return { from, to };
}
