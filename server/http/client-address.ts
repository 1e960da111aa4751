/**
 * Who is asking: the address the shop's limits count per client (new carts, sign-ins, bodies
 * arriving at once). The connection's own address, unless it comes from a proxy TRUST_PROXY
 * trusts: then the address that proxy says it was asked from, read from X-Forwarded-For (what
 * nginx, Caddy and the cloud balancers write) or, without one, the standard Forwarded header.
 * Any client can write either header, so an untrusted one is never believed.
 */
import parseForwarded from 'forwarded-parse';
import proxyAddress from 'proxy-addr';

export const CLIENT_ADDRESS_HEADER = 'x-halwai-client-address';

/**
 * Which proxies are believed: none, every one (`true`), this many hops in front of the shop,
 * or these addresses and ranges (`10.0.0.0/8`, `loopback`, `uniquelocal`).
 */
export type TrustProxy = false | true | number | string[];

/** What a request says about where it came from. */
export interface Arrival {
  socketAddress: string | undefined;
  forwardedFor: string | null;
  forwarded: string | null;
}

/** Where a request came from, as the shop counts clients. */
export interface ClientAddresses {
  of(arrival: Arrival): string;
  /**
   * A proxy the shop does not trust, seen sending forwarded headers: with TRUST_PROXY off
   * behind a proxy, every shopper shares the proxy's address and its limits.
   */
  untrustedProxy(): UntrustedProxy | undefined;
}

export interface UntrustedProxy {
  address: string;
  since: Date;
}

/** Addresses only a machine's own network reaches: where a proxy in front of the shop sits. */
const isInsideAddress = proxyAddress.compile(['loopback', 'linklocal', 'uniquelocal']);
const isLoopback = proxyAddress.compile(['loopback']);

/**
 * Where a request came from, in words, as far as its address says without a map of the
 * internet's addresses: the shop's own computer, a local network, or the address itself.
 */
export function placeOfAddress(address: string | null | undefined): string {
  if (!address) return 'An unknown place';
  try {
    if (isLoopback(address, 0)) return 'This computer';
    if (isInsideAddress(address, 0)) return `A local network (${address})`;
  } catch {
    return 'An unknown place';
  }
  return `The internet, from ${address}`;
}

/** The setting as written, checked: a bad address or range is named. */
export function parseTrustProxy(value: string): TrustProxy | { invalid: string } {
  const setting = value.trim();
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true') return true;
  if (/^\d+$/.test(setting)) return Number(setting);
  const list = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of list) {
    try {
      proxyAddress.compile(entry);
    } catch {
      return { invalid: entry };
    }
  }
  return list;
}

export function clientAddresses(
  trust: TrustProxy,
  onUntrustedProxy: (proxy: UntrustedProxy) => void = () => {},
): ClientAddresses {
  const trusts = trustOf(trust);
  let untrusted: UntrustedProxy | undefined;
  return {
    of(arrival) {
      const socketAddress = arrival.socketAddress;
      const hops = forwardedHops(arrival);
      // Made in-process (tests): no connection to weigh, the first hop is the client.
      if (!socketAddress) return (trust !== false && hops[0]) || 'unknown';
      if (trust === false) {
        if (!untrusted && hops.length > 0 && isInsideAddress(socketAddress, 0)) {
          untrusted = { address: socketAddress, since: new Date() };
          onUntrustedProxy(untrusted);
        }
        return socketAddress;
      }
      // proxy-addr walks from the connection back through the hops while each is trusted.
      return proxyAddress(
        {
          headers: { 'x-forwarded-for': hops.join(',') },
          connection: { remoteAddress: socketAddress },
          socket: { remoteAddress: socketAddress },
        } as unknown as Parameters<typeof proxyAddress>[0],
        trusts,
      );
    },
    untrustedProxy: () => untrusted,
  };
}

function trustOf(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (trust === true) return () => true;
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddress.compile(trust);
}

/**
 * The addresses the request passed through, the client's first: X-Forwarded-For when the
 * request has one, otherwise the `for=` of each Forwarded element. A Forwarded header that does
 * not parse says nothing.
 */
function forwardedHops({ forwardedFor, forwarded }: Arrival): string[] {
  if (forwardedFor?.trim()) {
    return forwardedFor
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
  }
  if (!forwarded?.trim()) return [];
  try {
    return parseForwarded(forwarded)
      .map((element) => element.for)
      .filter((hop): hop is string => Boolean(hop))
      .map(withoutPort);
  } catch {
    return [];
  }
}

/** `[2001:db8::1]:4711` → `2001:db8::1`; `192.0.2.43:47011` → `192.0.2.43`. */
function withoutPort(node: string): string {
  const address =
    /^\[([^\]]+)\](?::\d+)?$/.exec(node)?.[1] ?? /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(node)?.[1];
  return address ?? node;
}

/** The request with the address in the one header the shop reads, whatever the client sent. */
export function withClientAddress(request: Request, address: string): Request {
  return new Request(request, { headers: headersWithAddress(request.headers, address) });
}

/**
 * A request's headers as better-auth is handed them: with the address the shop found (any
 * client's own header of that name replaced), which it keeps with each new session.
 */
export function headersWithAddress(requestHeaders: Headers, address: string): Headers {
  const headers = new Headers(requestHeaders);
  headers.set(CLIENT_ADDRESS_HEADER, address);
  return headers;
}

/**
 * What the owner is told, in the log and on the dashboard, about a proxy it does not trust. It
 * is only ever said of an address on this computer or its network (clientAddresses notices no
 * other), and it says what trusting the headers costs when no proxy is there: any client can
 * write them, so every limit would count the address it wrote.
 */
export function untrustedProxyWarning(address: string): string {
  return (
    `Requests from ${address} carry X-Forwarded-For or Forwarded, but TRUST_PROXY is off. ` +
    `${address} is on this computer or its network, where a proxy in front of the shop (nginx, ` +
    'say) would be: if it is yours, every shopper behind it counts as one address and shares its ' +
    'limits. Set TRUST_PROXY=1 for one proxy in front of the shop (see docs/operations.md, Deploying). ' +
    'If no proxy of yours is in front, leave TRUST_PROXY off: anyone can write these headers, ' +
    'and with it on every limit (sign-ins, new carts, forms sent) would count the address they ' +
    'wrote instead of their own.'
  );
}
