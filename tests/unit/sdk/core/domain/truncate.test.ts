import { describe, expect, it } from 'vitest';
import { TRUNCATE_LENGTHS, truncate, welcomeLine } from '../../../../../sdk/core/domain';

describe('truncate', () => {
  it('Names are cut: preset name 20, notification card title 20, user name 24, welcome name 25, order name 32, file name in progress displays 30.', () => {
    expect(TRUNCATE_LENGTHS).toEqual({
      PRESET_NAME: 20,
      NOTIFICATION_CARD_TITLE: 20,
      USER_NAME: 24,
      WELCOME_NAME: 25,
      ORDER_NAME: 32,
      FILE_NAME_PROGRESS: 30,
    });
  });

  it('cuts to N characters and adds an ellipsis only when something was cut', () => {
    expect(truncate('a'.repeat(32), TRUNCATE_LENGTHS.ORDER_NAME)).toBe('a'.repeat(32));
    expect(truncate(`${'a'.repeat(32)}b`, TRUNCATE_LENGTHS.ORDER_NAME)).toBe(`${'a'.repeat(32)}...`);
    expect(truncate('', 5)).toBe('');
    expect(truncate(null, 5)).toBe('');
  });

  it('never splits an emoji in half', () => {
    expect(truncate('ab😀cd', 3)).toBe('ab😀...');
  });

  it("A welcome line: 'Welcome back, {first name cut to 25 characters}!'.", () => {
    expect(welcomeLine('Ada')).toBe('Welcome back, Ada!');
    expect(welcomeLine('B'.repeat(26))).toBe(`Welcome back, ${'B'.repeat(25)}...!`);
    expect(welcomeLine('Ada', 'Hi {name}')).toBe('Hi Ada');
  });
});
