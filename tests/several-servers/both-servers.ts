/**
 * A visit through nginx, repeated until each server has answered it: nginx hands requests to
 * the servers in turns (one worker, round robin), and its log names the server of each.
 */
import type { TwoServers } from './two-servers.ts';

export interface Answered<T> {
  /** The server that answered, as nginx names it (127.0.0.1:port). */
  server: string;
  result: T;
}

export interface Visits<T> {
  /** How many answers each server must give. */
  times?: number;
  /** Only answers like this count. */
  counts?: (result: T) => boolean;
  /** Visits before giving up. */
  most?: number;
}

/**
 * Runs `visit` (a GET of `uri` through nginx) until each server has answered it `times` times.
 * A page's other requests (its scripts, its event stream) take their turns too, and can bring
 * every visit to the same server: after two visits in a row to one server, one request from
 * outside the page moves the turn on.
 */
export async function onBothServers<T>(
  shop: TwoServers,
  uri: string,
  visit: () => Promise<T>,
  { times = 2, counts = () => true, most = 12 }: Visits<T> = {},
): Promise<Answered<T>[]> {
  const answers: Answered<T>[] = [];
  const answeredEnough = () =>
    shop.servers.every(
      (server) =>
        answers.filter((answer) => answer.server === server.address && counts(answer.result))
          .length >= times,
    );
  while (!answeredEnough()) {
    if (answers.length >= most) {
      const by = answers.map((answer) => answer.server).join(', ');
      throw new Error(`${answers.length} visits of ${uri} were answered by ${by}`);
    }
    const mark = shop.accessLog.mark();
    const result = await visit();
    answers.push({ server: await shop.accessLog.answeredBy(mark, 'GET', uri), result });
    const [previous, last] = answers.slice(-2);
    if (previous && previous.server === last?.server) await shop.throughProxy('/healthz');
  }
  return answers;
}
