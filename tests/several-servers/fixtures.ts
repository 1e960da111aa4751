/**
 * The journeys' `test` on two servers behind nginx: started once for the worker, stopped when it
 * ends (passed or failed), with every page opened at nginx's HTTPS address. A test during which
 * either server logs an error fails, as a journey whose browser logs one does; a failed one
 * carries nginx's error log and what each server logged meanwhile.
 */
import { expect, test as journeys } from '../e2e/support/test.ts';
import { troublesOf } from './shop-server.ts';
import { startTwoServers, type TwoServers } from './two-servers.ts';

interface ServersWatch {
  serversLogNoErrors: undefined;
}

export const test = journeys.extend<ServersWatch, { shop: TwoServers }>({
  shop: [
    // Named `provide`, not `use`, so the React hooks lint rule does not mistake it for a hook.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const shop = await startTwoServers();
      try {
        await provide(shop);
      } finally {
        await shop.stop();
      }
    },
    // Debian's nginx may have to be installed first.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ shop }, provide) => provide(shop.proxyUrl),
  serversLogNoErrors: [
    async ({ shop }, provide, testInfo) => {
      const marks = shop.servers.map((server) => server.output.length);
      await provide(undefined);
      if (testInfo.status !== testInfo.expectedStatus) {
        const text = (body: string) => ({ body, contentType: 'text/plain' });
        await testInfo.attach('nginx-errors', text(shop.nginxErrors()));
        for (const [at, server] of shop.servers.entries()) {
          const lines = server.output.slice(marks[at]).map(({ line }) => line);
          await testInfo.attach(`${server.name}-server-log`, text(lines.join('\n')));
        }
      }
      const troubles = shop.servers.flatMap((server, at) => troublesOf(server, marks[at] ?? 0));
      expect(troubles, 'the servers logged errors during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
