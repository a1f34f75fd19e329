import { FormatRegistry, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  AttachmentTimelineBody,
  GuestInvitationBody,
  PresetSaveRequest,
  UploadTokenBody,
} from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';
import { fields, type JsonSchema, sample, withField } from './hostile/schema-sample';

// The hostile suite changes one thing at a time in a body that is otherwise valid; that only holds
// while `sample` gives values the contract accepts.

// TypeBox's checker knows no formats of its own (the server's Ajv does): these two stand in for it.
FormatRegistry.Set('email', (value) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value));
FormatRegistry.Set('date-time', (value) => !Number.isNaN(Date.parse(value)));

describe('sample', () => {
  it("gives values the contract's own schemas accept (patterns, formats, unions, minimum lengths)", () => {
    for (const schema of [AttachmentTimelineBody, GuestInvitationBody, PresetSaveRequest, UploadTokenBody]) {
      const value = sample(schema as unknown as JsonSchema);
      expect(Value.Check(schema, value), JSON.stringify(value)).toBe(true);
    }
  });

  it('fills only required properties and picks a non-null union member', () => {
    const schema = Type.Object({
      name: Type.String({ minLength: 3 }),
      note: Type.Optional(Type.String()),
      when: Type.Union([Type.Null(), Type.String({ pattern: '^\\d{4}/\\d{2}/\\d{2}$' })]),
    });
    expect(sample(schema as unknown as JsonSchema)).toEqual({ name: 'xxx', when: '2026/01/05' });
  });
});

describe('fields and withField', () => {
  it('list nested paths, optional ones too, and set one without touching the original', () => {
    const schema = Type.Object({
      file: Type.Object({ name: Type.String() }),
      size: Type.Optional(Type.Number()),
    });
    expect(fields(schema as unknown as JsonSchema).map((field) => field.path.join('.'))).toEqual([
      'file',
      'file.name',
      'size',
    ]);
    const valid = { file: { name: 'a.png' } };
    expect(withField(valid, ['file', 'name'], 7)).toEqual({ file: { name: 7 } });
    expect(valid).toEqual({ file: { name: 'a.png' } });
  });
});
