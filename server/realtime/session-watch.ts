/**
 * Ends a live-update stream once its session has ended or its person's role has changed (signed
 * out, a device ended, removed from the staff): a stream is one long request, so the check made
 * when it opened says nothing a minute later. All of one server's streams are checked in one
 * query every few seconds, and at once when any server says sessions changed.
 */
import type { Role } from '#core/staff-roles.ts';
import type { Db } from '#server/db/client.ts';
import { log } from '#server/log/log.ts';
import { openStreamSessions } from './stream-sessions.ts';

/** How stale a stream's permission may be when no server said so: a few seconds. */
export const SESSION_CHECK_MS = 5_000;

export interface WatchedStream {
  viewer: { id: string; role: Role };
  /** The session the stream was opened with. */
  sessionId: string;
}

export interface SessionWatch {
  /** Check every open stream now (after any check under way), not at the next round. */
  checkNow(): void;
  stop(): Promise<void>;
}

export function watchSessions<Stream extends WatchedStream>(options: {
  db: Db;
  everyMs: number;
  /** The streams open now. */
  streams: () => Iterable<Stream>;
  /** `stream` may not go on: its session ended, or it belongs to someone else or another role. */
  endStream: (stream: Stream) => void;
}): SessionWatch {
  const { db, everyMs, streams, endStream } = options;
  let checking: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const checkOnce = async () => {
    const open = [...streams()];
    if (open.length === 0) return;
    const sessions = await openStreamSessions(db, [
      ...new Set(open.map((stream) => stream.sessionId)),
    ]);
    for (const stream of open) {
      const session = sessions.get(stream.sessionId);
      if (session?.userId !== stream.viewer.id || session.role !== stream.viewer.role) {
        endStream(stream);
      }
    }
  };

  const checkNow = () => {
    if (stopped) return;
    // A change heard during a check may have committed after that check read: one more follows.
    if (checking) {
      again = true;
      return;
    }
    checking = (async () => {
      do {
        again = false;
        try {
          await checkOnce();
        } catch (error) {
          // Streams stay open while the database cannot answer: it cannot end a session either.
          log.warn({ err: error }, 'Could not check the sessions of open live-update streams');
        }
      } while (again && !stopped);
    })().finally(() => {
      checking = undefined;
    });
  };

  const timer = setInterval(checkNow, everyMs);
  // A round due is no reason to keep a stopping process alive.
  timer.unref();

  return {
    checkNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await checking;
    },
  };
}
