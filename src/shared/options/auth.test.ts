import { describe, expect, it } from 'vitest';
import { roleSchema, socialProviderSchema } from '../contracts/auth';
import { isRole, isSocialProvider } from './auth';

describe('auth options', () => {
  it('accept exactly what the contract accepts', () => {
    for (const value of ['seeker', 'hirer', 'admin', '', null, undefined, 'Seeker', 1]) {
      expect(isRole(value), String(value)).toBe(roleSchema.safeParse(value).success);
    }
    for (const value of ['google', 'linkedin', 'facebook', '', null, 'Google']) {
      expect(isSocialProvider(value), String(value)).toBe(socialProviderSchema.safeParse(value).success);
    }
  });
});
