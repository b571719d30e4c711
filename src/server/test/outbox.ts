import fs from 'node:fs';
import path from 'node:path';

/** The e-mails written to the outbox since `since`, quoted-printable undone. */
export function mailsSince(dataDir: string, since: Set<string>) {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((f) => !since.has(f))
    .map((f) =>
      fs
        .readFileSync(path.join(outbox, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    );
}

/** The outbox's files now (pass to `mailsSince`). */
export const outboxNow = (dataDir: string) =>
  new Set(fs.existsSync(path.join(dataDir, 'outbox')) ? fs.readdirSync(path.join(dataDir, 'outbox')) : []);
