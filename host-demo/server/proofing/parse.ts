// Form fields carry JSON as text; these turn them into values or say what is wrong.

const MAX_MENTIONS = 100;

/** Mentions: a JSON list (or a list) of user ids; undefined/'' mean none. */
export function parseMentions(input: string | readonly string[] | undefined): string[] | string {
  if (input === undefined || input === '') return [];
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return 'mentions must be a JSON list of user ids';
    }
  }
  if (!Array.isArray(value) || value.length > MAX_MENTIONS) return 'mentions must be a JSON list of user ids';
  const ids = value.map((item) => (typeof item === 'number' ? String(item) : item));
  if (!ids.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 64)) {
    return 'mentions must be a JSON list of user ids';
  }
  return [...new Set(ids as string[])];
}

/** The shape JSON must be an object (className, attrs, page …); stored as the text it came in. */
export function checkAnnotation(input: string): string | null {
  try {
    const value: unknown = JSON.parse(input);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? null
      : 'annotation must be a JSON object';
  } catch {
    return 'annotation must be a JSON object';
  }
}

/** Plain text of a serialized rich-text message, for notifications (best effort). */
export function plainText(message: string, max = 140): string {
  let text = message;
  try {
    const texts: string[] = [];
    JSON.parse(message, (key, value) => {
      if (key === 'text' && typeof value === 'string') texts.push(value);
      return value;
    });
    if (texts.length > 0) text = texts.join(' ');
  } catch {
    // Not JSON: the message is plain text already.
  }
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Proofing §5 "A comment can be sent only with text.", as the answer to a blank one. */
export const BLANK_MESSAGE = 'A comment can be sent only with text.';

/**
 * Whether a message has no text (proofing §5), serialized rich text included: the schema's "not
 * blank" sees the JSON's braces, so a rich-text object (one with a `format`, as the viewer writes)
 * is blank when its `text` runs hold nothing but whitespace. Plain text is blank when it is only
 * whitespace; other JSON counts as text.
 */
export function isBlankMessage(message: string): boolean {
  if (!message.trim()) return true;
  if (!message.trimStart().startsWith('{')) return false;
  const texts: string[] = [];
  let value: unknown;
  try {
    value = JSON.parse(message, (key, item) => {
      if (key === 'text' && typeof item === 'string') texts.push(item);
      return item;
    });
  } catch {
    return false;
  }
  const isRichText = typeof value === 'object' && value !== null && 'format' in value;
  return isRichText && texts.join('').trim() === '';
}
