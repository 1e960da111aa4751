/**
 * Hashing and checking passwords, a few at a time. One scrypt run is about a second of a core and
 * one of libuv's four threads, which the pages also need (compression, the session cookie's
 * signature, files). However many password forms arrive, at most `atOnce` runs go on, so a core
 * and two of those threads stay the pages'; a few more wait their turn, and past that the form is
 * answered at once that the shop is busy. One gate per shop, built at start (server/start.ts),
 * given to better-auth and to every other form that hashes a password.
 */
import type { AsyncLocalStorage } from 'node:async_hooks';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { AppError } from '#core/app-error.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

export const SHOP_BUSY = 'The shop is busy. Please try again in a moment.';

/** Runs waiting beyond those going on: at about a second each, a few seconds' wait at most. */
export const PASSWORD_RUNS_WAITING = 8;

export interface PasswordWork {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
  /** Runs begun since the shop started: a form refused before hashing adds none. */
  readonly begun: number;
  /** The most runs that have gone on at once. */
  readonly mostAtOnce: number;
}

/** One core left to the pages on a small machine; never more than two of libuv's four threads. */
export const passwordRunsAtOnce = () => Math.max(1, Math.min(2, availableParallelism() - 1));

export interface PasswordWorkOptions {
  atOnce?: number;
  waiting?: number;
  /**
   * The request's way to give up its turn at the HTTP server (node-server.ts): a request about
   * to wait for password work leaves its turn to the pages, and goes on outside the turns.
   */
  turnLeaving?: AsyncLocalStorage<() => void>;
  /** The work itself: scrypt (password-hash.ts); a test's own to see the gate alone. */
  work?: Pick<PasswordWork, 'hash' | 'verify'>;
}

export function createPasswordWork(options: PasswordWorkOptions = {}): PasswordWork {
  const atOnce = options.atOnce ?? passwordRunsAtOnce();
  const waiting = options.waiting ?? PASSWORD_RUNS_WAITING;
  const work = options.work ?? { hash: hashPassword, verify: verifyPassword };
  const limit = pLimit(atOnce);
  const counts = { begun: 0, running: 0, mostAtOnce: 0 };
  const gated = <Answer>(run: () => Promise<Answer>): Promise<Answer> => {
    if (limit.activeCount >= atOnce && limit.pendingCount >= waiting) {
      return Promise.reject(new AppError('RATE_LIMITED', SHOP_BUSY));
    }
    options.turnLeaving?.getStore()?.();
    return limit(async () => {
      counts.begun += 1;
      counts.running += 1;
      counts.mostAtOnce = Math.max(counts.mostAtOnce, counts.running);
      try {
        return await run();
      } finally {
        counts.running -= 1;
      }
    });
  };
  return {
    hash: (password) => gated(() => work.hash(password)),
    verify: (data) => gated(() => work.verify(data)),
    get begun() {
      return counts.begun;
    },
    get mostAtOnce() {
      return counts.mostAtOnce;
    },
  };
}
