import { describe, expect, it } from 'vitest';
import {
  GENERATED_PASSWORD_LENGTH,
  generatePassword,
  PASSWORD_CHARSETS,
  type RandomInt,
} from '../../../../../sdk/core/domain';

const count = (text: string, set: string) => Array.from(text).filter((c) => set.includes(c)).length;

describe('generatePassword', () => {
  it('Generated passwords are 20 characters: 14 from the full set plus 2 lowercase, 2 uppercase and 2 digits, shuffled.', () => {
    expect(GENERATED_PASSWORD_LENGTH).toBe(20);
    const full = Object.values(PASSWORD_CHARSETS).join('');
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(20);
      expect(count(password, full)).toBe(20);
      expect(count(password, PASSWORD_CHARSETS.lower)).toBeGreaterThanOrEqual(2);
      expect(count(password, PASSWORD_CHARSETS.upper)).toBeGreaterThanOrEqual(2);
      expect(count(password, PASSWORD_CHARSETS.digits)).toBeGreaterThanOrEqual(2);
    }
  });

  it('uses the injected random source (deterministic) and shuffles', () => {
    // Always index 0: 14 x 'a' from the full set, then 'aa', 'AA', '00'; the shuffle with j = 0
    // moves the guaranteed classes away from the end.
    const zero: RandomInt = () => 0;
    const password = generatePassword(zero);
    expect(password).toHaveLength(20);
    expect(count(password, 'a')).toBe(16);
    expect(count(password, 'A')).toBe(2);
    expect(count(password, '0')).toBe(2);
    expect(password.endsWith('AA00')).toBe(false);
    expect(generatePassword(zero)).toBe(password);
  });

  it('two generated passwords differ', () => {
    expect(generatePassword()).not.toBe(generatePassword());
  });
});
