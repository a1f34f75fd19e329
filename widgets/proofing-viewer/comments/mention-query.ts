import type { Mentionable } from './message-format';

/** The `@…` being typed just before the caret: where it starts and what follows the `@`. */
export interface MentionQuery {
  start: number;
  query: string;
}

// An '@' at the start or after a space, then up to 30 characters of a name (spaces allowed, so
// 'Olivia No' still narrows to Olivia Northwind), up to the caret.
const TYPING = /(^|\s)@([^@\n]{0,30})$/;

export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const match = TYPING.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}

/** People whose name, or a word of it, starts with the query (case-insensitive), at most `limit`. */
export function matchMentions(people: readonly Mentionable[], query: string, limit = 8): Mentionable[] {
  const wanted = query.trim().toLowerCase();
  return people
    .filter((person) => {
      const name = person.name.toLowerCase();
      return !wanted || name.startsWith(wanted) || name.split(/\s+/).some((word) => word.startsWith(wanted));
    })
    .slice(0, limit);
}

/** The text with the query replaced by '@Name ' and where the caret goes after it. */
export function insertMention(text: string, at: MentionQuery, caret: number, person: Mentionable) {
  const inserted = `@${person.name} `;
  return { text: text.slice(0, at.start) + inserted + text.slice(caret), caret: at.start + inserted.length };
}
