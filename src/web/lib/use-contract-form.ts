import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * A react-hook-form form checked by a shared contract (src/shared/contracts), so its messages are
 * the server's. The form holds values as typed (text, '' for blank) while the contract's input
 * type may differ (null, numbers), so only the output type is tied to the schema. Messages change
 * on the next submit, not while typing; the first field in error takes the focus unless
 * `shouldFocusError: false` (forms whose messages are toasts keep the focus where it was).
 */
export function useContractForm<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  options: Omit<UseFormProps<TValues, unknown, TOutput>, 'resolver'>,
): UseFormReturn<TValues, unknown, TOutput> {
  return useForm<TValues, unknown, TOutput>({
    reValidateMode: 'onSubmit',
    ...options,
    // The contract parses what the form holds; its input type is not the form's (see above).
    resolver: zodResolver(schema as z.ZodType<TOutput, TValues>),
  });
}

/** The first message of a form's errors, in the contract's order (for forms that toast it). */
export function firstErrorMessage(errors: FieldErrors): string | undefined {
  for (const error of Object.values(errors)) {
    if (!error) continue;
    if (typeof error.message === 'string') return error.message;
    const nested = firstErrorMessage(error as FieldErrors);
    if (nested) return nested;
  }
  return undefined;
}
