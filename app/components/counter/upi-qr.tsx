/**
 * The UPI QR of a bill: a `upi://pay` link to the shop's own UPI ID with the amount and the bill's
 * number (core/counter-upi.ts), drawn on the page as one SVG path by qrcode, the encoder the shop
 * already uses for second factors, so no image is fetched and it draws offline.
 */
import QRCode from 'qrcode';
import { formatRupees, type Paise } from '#core/money.ts';
import { upiPayLink } from '#core/counter-upi.ts';

/** Each dark module a unit square, with a quiet zone of 4 around. */
export function qrSquares(text: string) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const squares: string[] = [];
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) {
      if (modules.get(x, y)) squares.push(`M${x + 4} ${y + 4}h1v1h-1z`);
    }
  }
  return { size: modules.size + 8, d: squares.join('') };
}

export function UpiQr({
  upiId,
  payeeName,
  paise,
  billNumber,
}: {
  upiId: string;
  payeeName: string;
  paise: Paise;
  billNumber: string;
}) {
  const link = upiPayLink({ upiId, payeeName, paise, billNumber });
  const { size, d } = qrSquares(link);
  return (
    <figure className="mt-2 grid justify-items-center gap-1">
      <svg
        role="img"
        aria-label={`UPI QR: pay ${formatRupees(paise)} to ${upiId}`}
        data-upi-link={link}
        viewBox={`0 0 ${size} ${size}`}
        className="size-56 bg-white"
        shapeRendering="crispEdges"
      >
        <path d={d} fill="#000" />
      </svg>
      <figcaption className="text-sm">
        {formatRupees(paise)} to {upiId}
      </figcaption>
    </figure>
  );
}
