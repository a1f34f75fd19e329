import { describe, expect, it } from 'vitest';
import {
  defaultValidationMessages,
  validateEmail,
  validateForgotPassword,
  validatePassword,
  validatePhoneLike,
  validatePresetName,
  validateReason,
  validateRequired,
  validateSelect,
  validateSignIn,
  validateTextarea,
  withMessages,
} from '../../../../../sdk/core/domain';

describe('generic inputs', () => {
  it("'Required!' when empty and required, 'Not Valid' when invalid", () => {
    expect(defaultValidationMessages.required).toBe('Required!');
    expect(defaultValidationMessages.invalid).toBe('Not Valid');
    expect(validateRequired('')).toBe('Required!');
    expect(validateRequired('   ')).toBe('Required!');
    expect(validateRequired(undefined)).toBe('Required!');
    expect(validateRequired('x')).toBeNull();
    expect(validateEmail('not-an-email')).toBe('Not Valid');
    expect(validateEmail('someone@example.com')).toBeNull();
  });

  it("Select fields show 'Required!' when required and empty.", () => {
    expect(validateSelect('')).toBe('Required!');
    expect(validateSelect('42')).toBeNull();
  });

  it('messages come from one catalogue a host can translate', () => {
    const de = withMessages({ required: 'Pflichtfeld!' });
    expect(validateRequired('', de)).toBe('Pflichtfeld!');
    expect(validateRequired('')).toBe('Required!');
  });
});

describe('phone-like values', () => {
  it('A phone-like value must have exactly 11 characters after removing dashes, underscores and spaces.', () => {
    expect(validatePhoneLike('0812-3456_78 9')).toBeNull();
    expect(validatePhoneLike('08123456789')).toBeNull();
    expect(validatePhoneLike('0812345678')).toBe('Not Valid');
    expect(validatePhoneLike('081234567890')).toBe('Not Valid');
  });

  it('When not required, empty is allowed.', () => {
    expect(validatePhoneLike('')).toBeNull();
    expect(validatePhoneLike(' - _ ')).toBeNull();
    expect(validatePhoneLike('', { required: true })).toBe('Required!');
  });
});

describe('textarea', () => {
  it("'Max. 1000 character has been reached!' appears above 999 characters.", () => {
    expect(validateTextarea('a'.repeat(999))).toBeNull();
    expect(validateTextarea('a'.repeat(1000))).toBe('Max. 1000 character has been reached!');
  });

  it("Textarea: optional max length. 'Required!' when required and empty.", () => {
    expect(validateTextarea('', { required: true })).toBe('Required!');
    expect(validateTextarea('')).toBeNull();
    expect(validateTextarea('abcd', { maxLength: 5 })).toBeNull();
    expect(validateTextarea('abcde', { maxLength: 5 })).toBe('Max. 5 character has been reached!');
  });
});

describe('preset name', () => {
  it("Preset name: required (shown as 'Required!'), at most 30 characters.", () => {
    expect(validatePresetName('')).toBe('Required!');
    expect(validatePresetName('a'.repeat(30))).toBeNull();
    expect(validatePresetName('a'.repeat(31))).toBe('Max. 30 character has been reached!');
  });
});

describe('reason prompt', () => {
  it('Reason prompt: required, at most 255 characters, remaining characters shown, Continue disabled while empty.', () => {
    expect(validateReason('')).toEqual({ error: 'Required!', charactersLeft: 255, canContinue: false });
    expect(validateReason('late files')).toEqual({ error: null, charactersLeft: 245, canContinue: true });
    expect(validateReason('a'.repeat(255))).toEqual({ error: null, charactersLeft: 0, canContinue: true });
    const over = validateReason('a'.repeat(256));
    expect(over.canContinue).toBe(false);
    expect(over.charactersLeft).toBe(0);
    expect(over.error).toBe('Max. 255 character has been reached!');
  });
});

describe('sign-in', () => {
  it('Password required, 6 to 20 characters.', () => {
    expect(validatePassword('')).toBe('Required!');
    expect(validatePassword('12345')).toBe(defaultValidationMessages.passwordLength);
    expect(validatePassword('123456')).toBeNull();
    expect(validatePassword('a'.repeat(20))).toBeNull();
    expect(validatePassword('a'.repeat(21))).toBe(defaultValidationMessages.passwordLength);
  });

  it('Sign-in: username/e-mail required. The customer screen checks the e-mail format.', () => {
    const customer = validateSignIn({ username: 'owner', password: 'proofdesk-demo', requireEmail: true });
    expect(customer.errors.username).toBe('Not Valid');
    expect(customer.canSubmit).toBe(false);
    const admin = validateSignIn({ username: 'admin', password: 'proofdesk-demo', requireEmail: false });
    expect(admin).toEqual({ errors: { username: null, password: null }, canSubmit: true });
  });

  it('Submit is blocked if either field is empty.', () => {
    expect(validateSignIn({ username: '', password: 'secret1', requireEmail: false }).canSubmit).toBe(false);
    const noPassword = validateSignIn({ username: 'a@b.co', password: '', requireEmail: true });
    expect(noPassword.canSubmit).toBe(false);
    expect(noPassword.errors.password).toBe('Required!');
  });

  it('Forgot password: e-mail required and must be valid. Nothing is sent if either check fails.', () => {
    expect(validateForgotPassword({ email: '' })).toEqual({
      errors: { email: 'Required!' },
      canSubmit: false,
    });
    expect(validateForgotPassword({ email: 'nope' }).canSubmit).toBe(false);
    expect(validateForgotPassword({ email: 'owner@demo.test' }).canSubmit).toBe(true);
  });
});
