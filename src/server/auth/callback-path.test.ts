import { describe, expect, it } from 'vitest';
import { callbackPath } from './callback-path';

describe('callbackPath', () => {
  it('keeps a path on this site', () => {
    expect(callbackPath('/seeker-dashboard?from=google')).toBe('/seeker-dashboard?from=google');
  });

  it('sends anything else home: other sites, protocol-relative and backslash forms, nothing', () => {
    for (const wanted of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'evil',
      '',
      undefined,
    ]) {
      expect(callbackPath(wanted), String(wanted)).toBe('/');
    }
  });
});
