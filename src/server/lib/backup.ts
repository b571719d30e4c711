import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';

/**
 * Backups of NewLeaf's data: the database (the embedded one's own dump, or `pg_dump` with
 * DATABASE_URL), plus what lives beside it in DATA_DIR: uploaded images and the auth secret (so
 * sessions and unsubscribe links keep working after a restore). A backup is a folder; its
 * `manifest.json` is written last, so a folder without it is incomplete.
 */
export interface Manifest {
  createdAt: string;
  database: 'pglite' | 'postgres';
  files: string[];
}

const MANIFEST = 'manifest.json';

function copyDir(from: string, to: string) {
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true });
}

function copyBeside(config: AppConfig, outDir: string, files: string[]) {
  if (config.storage.kind === 'disk' && fs.existsSync(config.storage.dir)) {
    copyDir(config.storage.dir, path.join(outDir, 'uploads'));
    files.push('uploads');
  }
  const secret = path.join(config.dataDir, 'auth-secret');
  if (fs.existsSync(secret)) {
    fs.copyFileSync(secret, path.join(outDir, 'auth-secret'));
    files.push('auth-secret');
  }
}

/** Backs up while the app runs: the embedded database dumps itself consistently; PostgreSQL uses pg_dump. */
export async function writeBackup(
  config: AppConfig,
  database: Database | null,
  outDir: string,
): Promise<Manifest> {
  fs.mkdirSync(outDir, { recursive: true });
  if (fs.readdirSync(outDir).length > 0) throw new Error(`${outDir} is not empty`);
  const files: string[] = [];
  if (config.database.kind === 'postgres') {
    const dump = spawnSync(
      'pg_dump',
      ['--format=custom', '--no-owner', `--file=${path.join(outDir, 'db.dump')}`, config.database.url],
      {
        encoding: 'utf8',
      },
    );
    if (dump.status !== 0) throw new Error(`pg_dump failed: ${dump.stderr.trim()}`);
    files.push('db.dump');
  } else {
    // The process that holds the embedded database dumps it; with no server running, we open it.
    let blob: Blob;
    if (database?.dumpDataDir) {
      blob = await database.dumpDataDir();
    } else {
      const opened = new PGlite(config.database.kind === 'pglite' ? config.database.dir : undefined);
      await opened.waitReady;
      blob = await opened.dumpDataDir('gzip');
      await opened.close();
    }
    fs.writeFileSync(path.join(outDir, 'db.tar.gz'), Buffer.from(await blob.arrayBuffer()));
    files.push('db.tar.gz');
  }
  copyBeside(config, outDir, files);
  const manifest: Manifest = {
    createdAt: new Date().toISOString(),
    database: config.database.kind === 'postgres' ? 'postgres' : 'pglite',
    files,
  };
  fs.writeFileSync(path.join(outDir, MANIFEST), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** Brings a backup back into an empty DATA_DIR (embedded) or an empty database (PostgreSQL). */
export async function restoreBackup(config: AppConfig, backupDir: string): Promise<Manifest> {
  const manifestFile = path.join(backupDir, MANIFEST);
  if (!fs.existsSync(manifestFile))
    throw new Error(`${backupDir} is not a complete NewLeaf backup (no ${MANIFEST})`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  if (manifest.database === 'postgres') {
    if (config.database.kind !== 'postgres')
      throw new Error('This backup is of a PostgreSQL database: set DATABASE_URL');
    const restore = spawnSync(
      'pg_restore',
      ['--no-owner', '--exit-on-error', `--dbname=${config.database.url}`, path.join(backupDir, 'db.dump')],
      { encoding: 'utf8' },
    );
    if (restore.status !== 0) throw new Error(`pg_restore failed: ${restore.stderr.trim()}`);
  } else {
    if (config.database.kind !== 'pglite')
      throw new Error('This backup is of the embedded database: unset DATABASE_URL');
    const dir = config.database.dir;
    if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
      throw new Error(`${dir} already holds a database: restore into an empty DATA_DIR`);
    }
    fs.mkdirSync(dir, { recursive: true });
    const data = fs.readFileSync(path.join(backupDir, 'db.tar.gz'));
    const client = new PGlite(dir, { loadDataDir: new Blob([data]) });
    await client.waitReady;
    await client.close();
  }
  if (manifest.files.includes('uploads') && config.storage.kind === 'disk') {
    copyDir(path.join(backupDir, 'uploads'), config.storage.dir);
  }
  if (manifest.files.includes('auth-secret')) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.copyFileSync(path.join(backupDir, 'auth-secret'), path.join(config.dataDir, 'auth-secret'));
  }
  return manifest;
}
