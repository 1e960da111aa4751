/**
 * Who is asking: the address sign-in limits count per client. Behind a proxy (TRUST_PROXY=true)
 * it is the first X-Forwarded-For entry; otherwise the connection's own address, because any
 * client can write X-Forwarded-For and would otherwise choose its own bucket.
 */
export const CLIENT_ADDRESS_HEADER = 'x-halwai-client-address';

export function clientAddress(input: {
  forwardedFor: string | null;
  socketAddress: string | undefined;
  trustProxy: boolean;
}): string {
  const forwarded = input.trustProxy ? input.forwardedFor?.split(',')[0]?.trim() : undefined;
  return forwarded || input.socketAddress || 'unknown';
}

/** The request with the address in the one header the shop reads, whatever the client sent. */
export function withClientAddress(request: Request, address: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, address);
  return new Request(request, { headers });
}
