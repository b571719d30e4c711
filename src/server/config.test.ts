import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = {
  NODE_ENV: 'test',
  DATA_DIR: '/tmp/newleaf-config-test',
  PUBLIC_URL: 'http://localhost:3000',
  AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
};

describe('the Need Help contacts', () => {
  it('are none until the operator sets them (no placeholder), the crisis line always', () => {
    expect(loadConfig(base).help).toEqual({
      phone: null,
      email: null,
      hours: null,
      crisisLine: '116 123 (Samaritans, 24/7)',
    });
    // An empty value is "not set", not a blank line on the card.
    expect(loadConfig({ ...base, HELP_PHONE: ' ', HELP_EMAIL: '' }).help.phone).toBeNull();
  });

  it('are the configured ones when set', () => {
    const help = loadConfig({
      ...base,
      HELP_PHONE: '0300 123 4567',
      HELP_EMAIL: 'help@example.org.uk',
      HELP_HOURS: 'Monday to Friday, 9am to 5pm (UK time)',
    }).help;
    expect(help).toMatchObject({ phone: '0300 123 4567', email: 'help@example.org.uk' });
  });
});
