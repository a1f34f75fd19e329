import { describe, expect, it } from 'vitest';
import {
  insertMention,
  matchMentions,
  mentionQueryAt,
} from '../../../../../widgets/proofing-viewer/comments/mention-query';
import {
  composeMessage,
  draftOf,
  hasText,
  MESSAGE_FORMAT,
  parseMessage,
  serializeMessage,
} from '../../../../../widgets/proofing-viewer/comments/message-format';

const olivia = { id: 'user-owner', name: 'Olivia Northwind' };
const omar = { id: 'user-operator', name: 'Omar Ortiz' };

describe('comment message format (rich text serialized as data)', () => {
  it('stores mentions, bold and italic as runs, never as markup', () => {
    const { message, mentionIds } = composeMessage({
      text: 'Hi @Olivia Northwind, make it *bold* and _calm_\n<img src=x onerror=alert(1)>',
      mentions: [olivia, omar],
    });
    expect(mentionIds).toEqual(['user-owner']);
    expect(message).toEqual({
      format: MESSAGE_FORMAT,
      paragraphs: [
        [
          { kind: 'text', text: 'Hi ' },
          { kind: 'mention', id: 'user-owner', text: '@Olivia Northwind' },
          { kind: 'text', text: ', make it ' },
          { kind: 'text', text: 'bold', bold: true },
          { kind: 'text', text: ' and ' },
          { kind: 'text', text: 'calm', italic: true },
        ],
        [{ kind: 'text', text: '<img src=x onerror=alert(1)>' }],
      ],
    });
  });

  it('leaves marks inside words and around spaces as typed', () => {
    const { message } = composeMessage({ text: 'snake_case_name, 2*3*4, a * b * c, _ok_', mentions: [] });
    expect(message.paragraphs[0]).toEqual([
      { kind: 'text', text: 'snake_case_name, 2*3*4, a * b * c, ' },
      { kind: 'text', text: 'ok', italic: true },
    ]);
  });

  it('reads its own serialization back, and older plain-text messages as one run per line', () => {
    const { message } = composeMessage({ text: 'a *b*\nc', mentions: [] });
    expect(parseMessage(serializeMessage(message))).toEqual(message);
    expect(parseMessage('Fixed in v2.\n\nThanks')).toEqual({
      format: MESSAGE_FORMAT,
      paragraphs: [[{ kind: 'text', text: 'Fixed in v2.' }], [], [{ kind: 'text', text: 'Thanks' }]],
    });
    // JSON that is not this format is somebody's text.
    expect(parseMessage('{"a":1}').paragraphs).toEqual([[{ kind: 'text', text: '{"a":1}' }]]);
  });

  it('drops runs it does not know (no HTML kind can sneak in)', () => {
    const stored = JSON.stringify({
      format: MESSAGE_FORMAT,
      paragraphs: [
        [
          { kind: 'html', html: '<b>x</b>' },
          { kind: 'text', text: 'ok' },
        ],
      ],
    });
    expect(parseMessage(stored).paragraphs).toEqual([[{ kind: 'text', text: 'ok' }]]);
  });

  it('writes a message back into the composer with its marks and mentions (editing)', () => {
    const { message } = composeMessage({ text: 'See @Omar Ortiz about *this*', mentions: [omar] });
    expect(draftOf(message)).toEqual({ text: 'See @Omar Ortiz about *this*', mentions: [omar] });
  });

  it('"A comment can be sent only with text" (proofing §5)', () => {
    expect(hasText('  \n ')).toBe(false);
    expect(hasText(' a ')).toBe(true);
  });
});

describe('the @mention picker rules', () => {
  it('finds the @query before the caret, at the start or after a space only', () => {
    expect(mentionQueryAt('Hi @Ol', 6)).toEqual({ start: 3, query: 'Ol' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail a@b', 8)).toBeNull();
    expect(mentionQueryAt('Hi @Ol and more', 15)).toEqual({ start: 3, query: 'Ol and more' });
  });

  it('matches a name or any word of it from the start, case-insensitive', () => {
    expect(matchMentions([olivia, omar], 'o')).toEqual([olivia, omar]);
    expect(matchMentions([olivia, omar], 'ort')).toEqual([omar]);
    expect(matchMentions([olivia, omar], 'olivia n')).toEqual([olivia]);
    expect(matchMentions([olivia, omar], 'x')).toEqual([]);
  });

  it('replaces the query with the name and puts the caret after it', () => {
    const at = { start: 3, query: 'Ol' };
    expect(insertMention('Hi @Ol!', at, 6, olivia)).toEqual({ text: 'Hi @Olivia Northwind !', caret: 21 });
  });
});
