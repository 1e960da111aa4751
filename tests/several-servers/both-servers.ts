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
  /**
   * Ends what the last visit left going (a page's scripts, its event stream), so that no request
   * of the page reaches nginx between nextTurnTo and the next visit: for a browser page, a blank
   * page instead.
   */
  settle?: () => Promise<unknown>;
}

/**
 * Runs `visit` (a GET of `uri` through nginx) until each server has answered it `times` times.
 * Before each visit, nginx's next turn goes to the server with the fewest answers (nextTurnTo).
 * nginx's log says which server answered each visit: a request that takes the turn first costs
 * one more visit, never a wrong count.
 */
export async function onBothServers<T>(
  shop: TwoServers,
  uri: string,
  visit: () => Promise<T>,
  { times = 2, counts = () => true, most = 12, settle }: Visits<T> = {},
): Promise<Answered<T>[]> {
  const answers: Answered<T>[] = [];
  const answersOf = (server: string) =>
    answers.filter((answer) => answer.server === server && counts(answer.result)).length;
  for (;;) {
    const [wanted] = shop.servers
      .map((server) => server.address)
      .filter((server) => answersOf(server) < times)
      .sort((one, other) => answersOf(one) - answersOf(other));
    if (wanted === undefined) return answers;
    if (answers.length >= most) {
      const by = answers.map((answer) => answer.server).join(', ');
      throw new Error(`${answers.length} visits of ${uri} were answered by ${by}`);
    }
    await settle?.();
    await nextTurnTo(shop, wanted);
    const mark = shop.accessLog.mark();
    const result = await visit();
    answers.push({ server: await shop.accessLog.answeredBy(mark, 'GET', uri), result });
  }
}

/**
 * With two servers taking turns, the request after one that `server` did not answer goes to
 * `server`: nudges nginx with the test's own requests until one is answered by the other server.
 */
async function nextTurnTo(shop: TwoServers, server: string) {
  for (let nudges = 0; nudges < 3; nudges += 1) {
    const mark = shop.accessLog.mark();
    await shop.throughProxy('/healthz');
    if ((await shop.accessLog.answeredBy(mark, 'GET', '/healthz')) !== server) return;
  }
}
