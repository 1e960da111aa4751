/**
 * Where a form or link may send the customer afterwards: only a path of this shop. Every place
 * that redirects to a path the browser sent goes through here.
 */

// Browsers read a backslash as a slash and drop tabs and newlines, so `/\evil.example` and
// `/<tab>/evil.example` both mean `//evil.example`: another site.
const hasUnsafeCharacter = (text: string) =>
  [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f || character === '\\';
  });
const DECODING_ROUNDS = 5;

/** The value and what it decodes to, layer by layer, as far as it decodes. */
function decodedLayers(value: string): string[] {
  const layers = [value];
  for (let round = 0; round < DECODING_ROUNDS; round += 1) {
    const current = layers[layers.length - 1] ?? value;
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      break;
    }
    if (next === current) break;
    layers.push(next);
  }
  return layers;
}

/**
 * The path itself when, resolved against the shop's own address (APP_URL), it stays on the
 * shop: it starts with one `/`, names no scheme or host, and holds no backslash or control
 * character however often it is decoded. Anything else gives the fallback.
 */
export function safeReturnPath(value: unknown, fallback: string, shopUrl: string): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  const unsafe = decodedLayers(value).some(
    (layer) => hasUnsafeCharacter(layer) || layer.startsWith('//'),
  );
  if (unsafe) return fallback;
  const shop = new URL(shopUrl);
  const resolved = new URL(value, shop);
  if (resolved.origin !== shop.origin || resolved.pathname.startsWith('//')) return fallback;
  return value;
}
