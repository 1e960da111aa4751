/**
 * A request held open on one server, past nginx: its headers sent, its one-byte body not yet.
 * A server stopping with SIGTERM finishes its open requests before it goes, so while this one
 * is held the server is draining; and on the same connection, after it, /readyz is asked of the
 * draining server itself (a new connection would be refused: it no longer takes any).
 */
import { connect } from 'node:net';
import { expect } from '@playwright/test';
import type { ShopServer } from './shop-server.ts';

const HEAD = 'Host: 127.0.0.1\r\nAccept-Encoding: identity';

export interface HeldRequest {
  /** Sends the rest, then asks /readyz; resolves to every answer's status line and body. */
  release(): Promise<{ statuses: number[]; text: string }>;
}

export async function holdRequestOn(server: ShopServer): Promise<HeldRequest> {
  const socket = connect(server.port, '127.0.0.1');
  socket.setEncoding('utf8');
  let received = '';
  socket.on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<void>((resolve, reject) => {
    socket.once('close', () => resolve());
    socket.once('error', reject);
  });
  // Sent together: once the first is answered, the second has begun (the server reads on).
  socket.write(
    `GET /readyz HTTP/1.1\r\n${HEAD}\r\n\r\n` +
      `GET /healthz HTTP/1.1\r\n${HEAD}\r\nContent-Length: 1\r\n\r\n`,
  );
  await expect.poll(() => received, `/readyz on the ${server.name} server`).toContain('ready');
  return {
    async release() {
      socket.write(`.GET /readyz HTTP/1.1\r\n${HEAD}\r\nConnection: close\r\n\r\n`);
      await closed;
      const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map(([, code]) =>
        Number(code),
      );
      return { statuses, text: received };
    },
  };
}
