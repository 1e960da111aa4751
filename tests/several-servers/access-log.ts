/**
 * nginx's access log, one JSON line per request with the server(s) nginx passed it to: the
 * proof of which server answered what. A line is written when its request ends, so an open
 * event stream appears only once it closes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

/** For nginx's log_format: `escape=json` keeps each line valid JSON. */
export const ACCESS_LOG_FORMAT = `escape=json '{"at":"$msec","took":"$request_time","status":"$status","servers":"$upstream_addr","method":"$request_method","uri":"$request_uri"}'`;

export interface Passage {
  /** When nginx had the request, and when it finished it, in ms since the epoch. */
  began: number;
  at: number;
  status: number;
  /** Every server nginx tried, in order: the last one answered. Empty when nginx answered itself. */
  servers: string[];
  method: string;
  uri: string;
}

export class AccessLog {
  constructor(private readonly file: string) {}

  /** Every request nginx has finished so far, in the order it finished them. */
  passages(): Passage[] {
    if (!existsSync(this.file)) return [];
    return readFileSync(this.file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const raw = JSON.parse(line) as Record<string, string>;
        const at = Number(raw.at) * 1000;
        return {
          began: at - Number(raw.took) * 1000,
          at,
          status: Number(raw.status),
          servers: (raw.servers ?? '')
            .split(/,\s*|\s:\s/)
            .map((server) => server.trim())
            .filter((server) => server !== '' && server !== '-'),
          method: raw.method ?? '',
          uri: raw.uri ?? '',
        };
      });
  }

  /** A place in the log, to read what came after it. */
  mark(): number {
    return this.passages().length;
  }

  since(mark: number): Passage[] {
    return this.passages().slice(mark);
  }

  /** The server that answered the one `method uri` finished since `mark`, once logged. */
  async answeredBy(mark: number, method: string, uri: string): Promise<string> {
    return this.answerOf(method, uri, () => this.since(mark));
  }

  /** The server that answered the `method uri` nginx had at `time` or later, once it ends. */
  async answeredAfter(time: number, method: string, uri: string): Promise<string> {
    return this.answerOf(method, uri, () =>
      this.passages().filter((passage) => passage.began >= time),
    );
  }

  private async answerOf(method: string, uri: string, passages: () => Passage[]) {
    let found: Passage[] = [];
    await expect
      .poll(() => {
        found = passages().filter((entry) => entry.method === method && entry.uri === uri);
        return found.length;
      }, `nginx's log of ${method} ${uri}`)
      .toBe(1);
    const [passage] = found;
    return passage ? answeringServer(passage) : 'nobody';
  }
}

export const answeringServer = (passage: Passage) => passage.servers.at(-1) ?? 'nginx';
