import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AttributeKind, parseAttribute } from '../../../../sdk/embed/attributes';

// How a widget element's attribute text becomes its prop, by the manifest's kind.
const parse = (kind: AttributeKind, value: string | null) =>
  parseAttribute('proofdesk-test', ['some-attr', 'someAttr', kind], value);

describe('parseAttribute', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => warn.mockClear());

  it('leaves an absent attribute to the widget default, whatever its kind', () => {
    for (const kind of ['string', 'number', 'boolean', 'json', 'id'] as const) {
      expect(parse(kind, null)).toBeUndefined();
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('string: the text as written', () => {
    expect(parse('string', ' de-DE ')).toBe(' de-DE ');
    expect(parse('string', '')).toBe('');
  });

  it('boolean: present is true (as in HTML), except the explicit "false"', () => {
    expect(parse('boolean', '')).toBe(true);
    expect(parse('boolean', 'some-attr')).toBe(true);
    expect(parse('boolean', 'true')).toBe(true);
    expect(parse('boolean', 'false')).toBe(false);
  });

  it('number: a finite number; anything else warns and is ignored', () => {
    expect(parse('number', '25')).toBe(25);
    expect(parse('number', ' 2.5 ')).toBe(2.5);
    expect(parse('number', '')).toBeUndefined();
    expect(parse('number', 'ten')).toBeUndefined();
    expect(parse('number', 'Infinity')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenLastCalledWith(
      'proofdesk: <proofdesk-test some-attr="Infinity"> is not a number; the attribute is ignored',
    );
  });

  it('json: parsed; invalid JSON warns and is ignored, never throws', () => {
    expect(parse('json', '{"title":"Basket","n":[1,2]}')).toEqual({ title: 'Basket', n: [1, 2] });
    expect(parse('json', 'false')).toBe(false);
    expect(parse('json', "{title:'Basket'}")).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      `proofdesk: <proofdesk-test some-attr="{title:'Basket'}"> is not valid JSON; the attribute is ignored`,
    );
  });

  it('id: trimmed; a blank id is no id', () => {
    expect(parse('id', ' order-20 ')).toBe('order-20');
    expect(parse('id', '   ')).toBeUndefined();
  });
});
