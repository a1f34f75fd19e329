import {
  SHAPE_CLASS_NAMES,
  SHAPE_FORMAT_VERSION,
  SHAPE_LIMITS,
  SHAPE_SIZE_LIMITS,
  type ShapeProblem,
  shapeProblem,
} from 'proofdesk/rules';

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

const { strokeWidth, pointer, radius } = SHAPE_SIZE_LIMITS;
const range = (limits: { min: number; max: number }) => `from ${limits.min} to ${limits.max}`;

/** The 400's words for each way a shape breaks the 0.2 format's bounds (proofing §3, §4.6). */
const SHAPE_PROBLEM_TEXT: Record<ShapeProblem, string> = {
  shape: `annotation must be a JSON object with className ${SHAPE_CLASS_NAMES.join(', ')} and attrs`,
  version: `annotation must be a shape of format ${SHAPE_FORMAT_VERSION} (attrs.version)`,
  page: `annotation page must be a whole number from 1 to ${SHAPE_LIMITS.maxPage}`,
  scale: 'annotation scale must be a number above 0',
  position: 'annotation x, y, width and height must be fractions of the page (0 to 1) and stay on it',
  points: `annotation points must be x, y pairs of fractions of the page (0 to 1), at most ${SHAPE_LIMITS.maxPointValues} numbers`,
  strokeWidth: `annotation strokeWidth must be ${range(strokeWidth)} pixels at its scale`,
  pointer: `annotation pointerLength and pointerWidth must be ${range(pointer)} pixels at its scale`,
  radius: `annotation radius must be ${range(radius)} pixels at its scale`,
};

/** The shape JSON must be a 0.2 shape within its bounds; it is stored as the text it came in. */
export function checkAnnotation(input: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(input);
  } catch {
    return SHAPE_PROBLEM_TEXT.shape;
  }
  const problem = shapeProblem(value);
  return problem && SHAPE_PROBLEM_TEXT[problem];
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
