/**
 * Requests from the test itself, with no browser and no cookies but those given: to a server
 * directly, or through nginx trusting the test's own certificate.
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Asking {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The certificate an https:// address must show. */
  ca?: string;
}

/** One request on a connection of its own; redirects are answers like any other. */
export function ask(url: string, asking: Asking = {}): Promise<Answer> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      { method: asking.method ?? 'GET', headers: asking.headers, ca: asking.ca, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(asking.body);
  });
}

/** The CSP nonce a page was rendered with: a kept page goes out again with the same one. */
export function nonceOf(answer: Answer) {
  const policy = String(answer.headers['content-security-policy'] ?? '');
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}
