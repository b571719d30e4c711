/** Reasons a password is too weak; an empty list means it is acceptable. */
export function passwordWeaknesses(password: string): string[] {
  const reasons: string[] = [];
  if (password.length < 8) reasons.push('Use at least 8 characters.');
  if (password.length > 128) reasons.push('Use at most 128 characters.');
  if (!/[A-Za-z]/.test(password)) reasons.push('Include at least one letter.');
  if (!/[0-9]/.test(password)) reasons.push('Include at least one number.');
  if (COMMON_PASSWORDS.has(password.toLowerCase())) reasons.push('Avoid a commonly used password.');
  return reasons;
}

const COMMON_PASSWORDS = new Set([
  'password1',
  'password123',
  '12345678a',
  'qwerty123',
  'abc12345',
  'letmein1',
  'welcome1',
  'iloveyou1',
  'passw0rd',
  'football1',
  'monkey123',
  'admin123',
]);
