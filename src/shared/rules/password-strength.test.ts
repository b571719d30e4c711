import { describe, expect, it } from 'vitest';
import { passwordWeaknesses } from './password-strength';

describe('passwordWeaknesses', () => {
  it('accepts a long password with letters and numbers', () => {
    expect(passwordWeaknesses('green-leaf-42')).toEqual([]);
  });
  it('gives every reason a password is weak', () => {
    expect(passwordWeaknesses('abc')).toEqual(['Use at least 8 characters.', 'Include at least one number.']);
    expect(passwordWeaknesses('12345678')).toEqual(['Include at least one letter.']);
  });
  it('refuses common passwords whatever their case', () => {
    expect(passwordWeaknesses('Password123')).toContain('Avoid a commonly used password.');
  });
});
