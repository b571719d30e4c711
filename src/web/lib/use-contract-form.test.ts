import { fieldA11y } from '@web/components/ui/error-summary';
import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { companyUpdateSchema } from '@shared/contracts/company';
import { firstErrorMessage } from './use-contract-form';

describe('firstErrorMessage', () => {
  it("gives the first message in the errors' order, looking inside nested fields", () => {
    const errors = {
      personal: { firstName: { type: 'too_small', message: 'First name and last name are required' } },
      phone: { type: 'custom', message: 'Please enter a valid phone number' },
    } as unknown as FieldErrors;
    expect(firstErrorMessage(errors)).toBe('First name and last name are required');
    expect(firstErrorMessage({})).toBeUndefined();
  });

  it("reads the contract's own message through the zod resolver", async () => {
    const resolve = zodResolver(companyUpdateSchema);
    const result = await resolve({ companyName: 'Acme', websiteUrl: 'not a website' } as never, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const message = firstErrorMessage(result.errors);
    expect(message).toBeTruthy();
    const direct = companyUpdateSchema.safeParse({ companyName: 'Acme', websiteUrl: 'not a website' });
    expect(direct.success).toBe(false);
    expect(message).toBe(direct.error?.issues[0]?.message);
  });
});

describe('fieldA11y', () => {
  it('marks a field in error and points at its message, keeping its hint', () => {
    expect(fieldA11y('setup-websiteUrl', 'Please enter a valid website address')).toEqual({
      id: 'setup-websiteUrl',
      'aria-invalid': true,
      'aria-describedby': 'setup-websiteUrl-error',
    });
    expect(fieldA11y('dob', 'Enter your date of birth', 'dob-hint')['aria-describedby']).toBe(
      'dob-hint dob-error',
    );
  });

  it('leaves a valid field unmarked', () => {
    expect(fieldA11y('city', undefined)).toEqual({
      id: 'city',
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    });
    expect(fieldA11y('dob', undefined, 'dob-hint')['aria-describedby']).toBe('dob-hint');
  });
});
