/**
 * `npm run restore FOLDER`: brings a backup made by `npm run backup` back, into an empty DATA_DIR
 * (embedded database) or the empty database named by DATABASE_URL. Stop the server first.
 */
import { loadConfig } from '../src/server/config';
import { restoreBackup } from '../src/server/lib/backup';

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: npm run restore FOLDER');
  process.exit(1);
}
try {
  const manifest = await restoreBackup(loadConfig(), folder);
  console.log(`Restored the backup of ${manifest.createdAt} (${manifest.files.join(', ')}).`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
