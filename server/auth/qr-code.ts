/**
 * A QR code as one SVG path (qrcode, the standard encoder): the page draws it itself, so no
 * image, script or markup is made from text and the page's Content-Security-Policy is untouched.
 */
import QRCode from 'qrcode';

export interface QrPath {
  /** Modules across, without the quiet zone. */
  size: number;
  /** Each dark module a unit square. */
  d: string;
}

export function qrPath(text: string): QrPath {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const squares: string[] = [];
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) {
      if (modules.get(x, y)) squares.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  return { size: modules.size, d: squares.join('') };
}
