// The comment message format (issue 11: "rich text serialized as data"). A message is JSON data,
// never markup: paragraphs of inline runs, each plain text, bold or italic text, or a mention of a
// user. Rendering builds text nodes from it, so nothing a user types can ever become HTML.
// Messages written before this format (the demo seed, other clients) are plain text and read as one
// run per line.

/** Marks a message as this format; anything else is read as plain text. */
export const MESSAGE_FORMAT = 'proofdesk-rich-1';

export type Inline =
  | { kind: 'text'; text: string; bold?: boolean; italic?: boolean }
  /** `text` is the name as shown when written ('@Olivia Northwind'): the reader needs no lookup. */
  | { kind: 'mention'; id: string; text: string };

export interface RichMessage {
  format: typeof MESSAGE_FORMAT;
  paragraphs: Inline[][];
}

/** Someone who can be mentioned: the picker's entries (GET /order/{id}/mentions). */
export interface Mentionable {
  id: string;
  name: string;
}

/** A composer's content: the text typed, and the people picked from the mention list. */
export interface DraftText {
  text: string;
  mentions: readonly Mentionable[];
}

const isInline = (value: unknown): value is Inline => {
  if (typeof value !== 'object' || value === null) return false;
  const run = value as Record<string, unknown>;
  if (run.kind === 'text') return typeof run.text === 'string';
  return run.kind === 'mention' && typeof run.id === 'string' && typeof run.text === 'string';
};

const plainMessage = (text: string): RichMessage => ({
  format: MESSAGE_FORMAT,
  paragraphs: text.split('\n').map((line) => (line ? [{ kind: 'text', text: line }] : [])),
});

/** A stored message as data: this format when it is one (unknown runs dropped), else plain text. */
export function parseMessage(stored: string): RichMessage {
  if (!stored.startsWith('{')) return plainMessage(stored);
  try {
    const value = JSON.parse(stored) as Partial<RichMessage>;
    if (value.format !== MESSAGE_FORMAT || !Array.isArray(value.paragraphs)) return plainMessage(stored);
    return {
      format: MESSAGE_FORMAT,
      paragraphs: value.paragraphs.map((runs) => (Array.isArray(runs) ? runs.filter(isInline) : [])),
    };
  } catch {
    return plainMessage(stored);
  }
}

// `*bold*` and `_italic_` inside a line: the composer's only formatting marks. Not inside a word
// (snake_case_name, 2*3*4 stay as typed), and not around spaces alone.
const EMPHASIS =
  /(?<![\p{L}\p{N}])(?:\*([^*\s](?:[^*\n]*[^*\s])?)\*|_([^_\s](?:[^_\n]*[^_\s])?)_)(?![\p{L}\p{N}])/gu;

function emphasized(text: string): Inline[] {
  const runs: Inline[] = [];
  let at = 0;
  for (const match of text.matchAll(EMPHASIS)) {
    if (match.index > at) runs.push({ kind: 'text', text: text.slice(at, match.index) });
    if (match[1] !== undefined) runs.push({ kind: 'text', text: match[1], bold: true });
    else runs.push({ kind: 'text', text: match[2] ?? '', italic: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({ kind: 'text', text: text.slice(at) });
  return runs;
}

/** Splits a line at each `@Name` of a picked person (longest names first), emphasis elsewhere. */
function lineRuns(line: string, mentions: readonly Mentionable[]): Inline[] {
  const byLength = [...mentions].sort((a, b) => b.name.length - a.name.length);
  for (const person of byLength) {
    const token = `@${person.name}`;
    const index = line.indexOf(token);
    if (index < 0) continue;
    return [
      ...lineRuns(line.slice(0, index), mentions),
      { kind: 'mention', id: person.id, text: token },
      ...lineRuns(line.slice(index + token.length), mentions),
    ];
  }
  return emphasized(line);
}

/** The message a composer sends, and the ids of the people still mentioned in its text. */
export function composeMessage(draft: DraftText): { message: RichMessage; mentionIds: string[] } {
  const paragraphs = draft.text
    .trim()
    .split('\n')
    .map((line) => lineRuns(line, draft.mentions));
  const mentionIds = new Set<string>();
  for (const runs of paragraphs) for (const run of runs) if (run.kind === 'mention') mentionIds.add(run.id);
  return { message: { format: MESSAGE_FORMAT, paragraphs }, mentionIds: [...mentionIds] };
}

export const serializeMessage = (message: RichMessage): string => JSON.stringify(message);

/** A message back in the composer (editing): its marks written out again, its mentions picked. */
export function draftOf(message: RichMessage): DraftText {
  const mentions = new Map<string, Mentionable>();
  const lines = message.paragraphs.map((runs) =>
    runs
      .map((run) => {
        if (run.kind === 'mention') {
          mentions.set(run.id, { id: run.id, name: run.text.replace(/^@/, '') });
          return run.text;
        }
        if (run.bold) return `*${run.text}*`;
        if (run.italic) return `_${run.text}_`;
        return run.text;
      })
      .join(''),
  );
  return { text: lines.join('\n'), mentions: [...mentions.values()] };
}

/** "A comment can be sent only with text" (proofing §5): whitespace alone is no text. */
export const hasText = (text: string): boolean => text.trim().length > 0;
