import { afterAll, beforeEach } from 'vitest';
import { getTestApp, resetDatabase } from './app';

beforeEach(async () => {
  const { app, database } = await getTestApp();
  await resetDatabase(database);
  // Emptying the tables ends every session behind the app's back.
  app.sessionCache.clear();
});

afterAll(async () => {
  // The app is shared by every file of this worker; it closes when the worker exits.
});
