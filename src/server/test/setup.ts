import { afterAll, beforeEach } from 'vitest';
import { getTestApp, resetDatabase } from './app';

beforeEach(async () => {
  const { database } = await getTestApp();
  await resetDatabase(database);
});

afterAll(async () => {
  // The app is shared by every file of this worker; it closes when the worker exits.
});
