/**
 * Draws the product illustrations served at /images/products/<slug>.svg and the home page hero.
 * Flat, hand-tuned shapes only: no text, fonts, scripts or external references.
 *
 *   node --import tsx scripts/draw-product-art.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeMarkup } from '../core/escape-markup.ts';
import { sampleCatalogue, type SampleProduct } from '../server/seed/sample-catalogue.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const productDir = join(root, 'public', 'images', 'products');

type Rng = () => number;
type Pt = [number, number];
type Pt3 = [number, number, number];

/** Small deterministic PRNG so the art is identical on every run. */
function rngFor(seed: string): Rng {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Number to short SVG text (one decimal at most). */
function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

interface Art {
  rng: Rng;
  defs: string[];
  body: string[];
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

const backgrounds = {
  mithai: ['#FFDCA3', '#FFF4E2', '#EFAE52'],
  namkeen: ['#FBE08A', '#FFF7DE', '#E3B23C'],
  dry_fruits: ['#F1D2A8', '#FCF3E6', '#D29A5E'],
  gift_hampers: ['#F9CDBE', '#FFF3EC', '#DE8F7A'],
} as const;

function sparkle(x: number, y: number, s: number): string {
  const a = Math.round(s);
  const b = Math.round(s * 0.17);
  const c = a - b;
  return `M${Math.round(x)} ${Math.round(y) - a}q${b} ${c} ${a} ${a}q-${c} ${b}-${a} ${a}q-${b}-${c}-${a}-${a}q${c}-${b} ${a}-${a}z`;
}

function background(art: Art, w: number, h: number, palette: readonly string[]): void {
  const [inner, outer, ring] = palette;
  art.defs.push(
    `<radialGradient id="bg" cx=".5" cy=".42" r=".72"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`,
  );
  art.body.push(`<rect width="${w}" height="${h}" fill="url(#bg)"/>`);
  const r = Math.min(w, h) / 2 - 22;
  art.body.push(
    `<circle cx="${w / 2}" cy="${h / 2}" r="${r}" fill="none" stroke="${ring}" stroke-width="6" stroke-linecap="round" stroke-dasharray="0 15" opacity=".55"/>`,
  );
  const spots = [
    [34, 40],
    [w - 36, 46],
    [44, h - 40],
    [w - 40, h - 44],
  ] as Pt[];
  const d = spots.map(([x, y]) => sparkle(x + (art.rng() - 0.5) * 14, y, 7 + art.rng() * 5));
  art.body.push(`<path d="${d.join('')}" fill="#E7B54A" opacity=".8"/>`);
}

function shadow(art: Art, cx: number, cy: number, rx: number, ry: number): void {
  art.body.push(
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#7A3B10" opacity=".14"/>`,
  );
}

const plates = {
  brass: ['#B7852A', '#E8BA4E', '#D6A13A', '#F6D781'],
  steel: ['#9EA6B0', '#DCE1E6', '#C5CCD4', '#F2F5F8'],
  maroon: ['#5E1620', '#9C2C3A', '#86212F', '#C9545F'],
} as const;

/** A round plate seen at an angle. */
function plate(
  art: Art,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  p: readonly string[],
): void {
  const [edge, rim, well, shine] = p;
  shadow(art, cx, cy + 12, rx + 4, ry + 2);
  art.body.push(
    `<ellipse cx="${cx}" cy="${cy + 6}" rx="${rx}" ry="${ry}" fill="${edge}"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${rim}"/>`,
    `<ellipse cx="${cx}" cy="${cy + 3}" rx="${n(rx * 0.8)}" ry="${n(ry * 0.74)}" fill="${well}" stroke="${shine}" stroke-width="2"/>`,
  );
}

function leaf(art: Art, cx: number, cy: number): void {
  shadow(art, cx, cy + 16, 166, 40);
  art.body.push(
    `<path d="M${cx - 170} ${cy}C${cx - 90} ${cy - 70} ${cx + 110} ${cy - 74} ${cx + 170} ${cy - 6}C${cx + 100} ${cy + 62} ${cx - 100} ${cy + 66} ${cx - 170} ${cy}z" fill="#4F8F3A" stroke="#3D7A2C" stroke-width="3"/>`,
    `<path d="M${cx - 170} ${cy}Q${cx} ${cy - 12} ${cx + 170} ${cy - 6}M${cx - 100} ${cy - 4}l-26-34M${cx - 30} ${cy - 8}l-20-42M${cx + 40} ${cy - 9}l-16-44M${cx + 110} ${cy - 8}l-12-34M${cx - 80} ${cy - 4}l-18 40M${cx} ${cy - 7}l-14 46M${cx + 80} ${cy - 8}l-8 42" stroke="#7FBF5E" stroke-width="2.5" fill="none"/>`,
  );
}

interface BowlColours {
  body: string;
  dark: string;
  inside: string;
  lip: string;
}

const bowls = {
  brass: { body: '#D9A53C', dark: '#A8761F', inside: '#8F6118', lip: '#F5D27A' },
  maroon: { body: '#9A2A37', dark: '#6B1822', inside: '#5A141C', lip: '#D9A53C' },
  terracotta: { body: '#C0663A', dark: '#8E4222', inside: '#7A381C', lip: '#E89A62' },
  steel: { body: '#C8CFD7', dark: '#8F98A3', inside: '#A9B2BC', lip: '#F3F6F9' },
  wood: { body: '#9A6234', dark: '#6B3F1C', inside: '#5A3418', lip: '#C58A52' },
  white: { body: '#F7F1E6', dark: '#D6C9B2', inside: '#E6DAC4', lip: '#2E6DA4' },
} satisfies Record<string, BowlColours>;

/** Back half of a bowl (rim and the inside); draw the contents after this and then bowlFront. */
function bowlBack(art: Art, cx: number, rimY: number, w: number, depth: number, c: BowlColours) {
  const ry = w * 0.25;
  shadow(art, cx, rimY + depth + 4, w * 0.8, 16);
  art.body.push(
    `<ellipse cx="${cx}" cy="${rimY + depth - 6}" rx="${n(w * 0.38)}" ry="12" fill="${c.dark}"/>`,
    `<ellipse cx="${cx}" cy="${rimY}" rx="${w}" ry="${n(ry)}" fill="${c.inside}" stroke="${c.lip}" stroke-width="4"/>`,
  );
}

function bowlFront(art: Art, cx: number, rimY: number, w: number, depth: number, c: BowlColours) {
  const ry = n(w * 0.25);
  const l = cx - w;
  const r = cx + w;
  art.defs.push(
    `<linearGradient id="bw"><stop offset="0" stop-color="${c.body}"/><stop offset=".7" stop-color="${c.body}"/><stop offset="1" stop-color="${c.dark}"/></linearGradient>`,
  );
  art.body.push(
    `<path d="M${l} ${rimY}A${w} ${depth} 0 0 0 ${r} ${rimY}A${w} ${ry} 0 0 1 ${l} ${rimY}z" fill="url(#bw)"/>`,
    `<path d="M${l} ${rimY}A${w} ${ry} 0 0 0 ${r} ${rimY}" fill="none" stroke="${c.lip}" stroke-width="5"/>`,
    `<path d="M${n(l + w * 0.22)} ${n(rimY + depth * 0.45)}q${n(w * 0.1)} ${n(depth * 0.3)} ${n(w * 0.32)} ${n(depth * 0.42)}" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".25"/>`,
  );
}

/** Random points inside a dome over the rim of a bowl, back to front. */
function domePoints(
  rng: Rng,
  count: number,
  cx: number,
  rimY: number,
  halfW: number,
  height: number,
  below: number,
): [number, number][] {
  const pts: [number, number][] = [];
  while (pts.length < count) {
    const u = rng() * 2 - 1;
    const x = cx + u * halfW;
    const top = rimY - height * Math.sqrt(1 - u * u);
    const y = top + rng() * (rimY + below * Math.sqrt(1 - u * u) - top);
    pts.push([x, y]);
  }
  return pts.sort((a, b) => a[1] - b[1]);
}

function dotPath(pts: [number, number][], dx: number, dy: number): string {
  return pts.map(([x, y]) => `M${Math.round(x)} ${Math.round(y)}l${dx} ${dy}`).join('');
}

// ---------------------------------------------------------------------------------------------
// Mithai

function katli(art: Art): void {
  plate(art, 200, 272, 168, 62, plates.brass);
  art.defs.push(
    '<linearGradient id="sv" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FBFCFD"/><stop offset=".5" stop-color="#D9DFE6"/><stop offset="1" stop-color="#F2F5F8"/></linearGradient>',
    '<g id="k"><path d="M-44 0L0 25 44 0v8L0 33-44 8z" fill="#D7B57C"/><path d="M0-25L44 0 0 25-44 0z" fill="#F6E6C4"/><path d="M0-18L32 0 0 18-32 0z" fill="url(#sv)"/><path d="M-14-4l10 4M6-8l8 5M2 6l12-2" stroke="#fff" stroke-width="2" stroke-linecap="round"/></g>',
  );
  const pieces = [
    [156, 234],
    [246, 234],
    [110, 260],
    [200, 260],
    [290, 260],
    [156, 286],
    [246, 286],
  ] as Pt[];
  for (const [x, y] of pieces) art.body.push(`<use href="#k" x="${x}" y="${y}"/>`);
  art.body.push(
    `<use href="#k" transform="translate(178 232)rotate(-8)"/>`,
    `<use href="#k" transform="translate(226 252)rotate(6)"/>`,
  );
}

function ballsInBowl(art: Art, kind: 'jamun' | 'rasgulla'): void {
  const jamun = kind === 'jamun';
  const c = jamun ? bowls.brass : bowls.steel;
  bowlBack(art, 200, 238, 140, 96, c);
  art.body.push(
    `<ellipse cx="200" cy="240" rx="128" ry="29" fill="${jamun ? '#B8641C' : '#F1E4C2'}"/>`,
  );
  art.defs.push(
    jamun
      ? '<radialGradient id="j" cx=".36" cy=".34"><stop offset="0" stop-color="#B45A22"/><stop offset=".6" stop-color="#7A2F10"/><stop offset="1" stop-color="#55200A"/></radialGradient>'
      : '<radialGradient id="j" cx=".36" cy=".34"><stop offset="0" stop-color="#FFFFFF"/><stop offset=".7" stop-color="#FBF4E4"/><stop offset="1" stop-color="#E5D5B4"/></radialGradient>',
    `<g id="b"><circle r="35" fill="url(#j)"/><ellipse cx="-12" cy="-15" rx="11" ry="6" fill="#fff" opacity="${jamun ? '.45' : '.9'}" transform="rotate(-35 -12 -15)"/></g>`,
  );
  for (const [x, y] of [
    [132, 222],
    [204, 212],
    [272, 222],
    [168, 240],
    [238, 242],
    [204, 178],
  ] as Pt[])
    art.body.push(`<use href="#b" x="${x}" y="${y}"/>`);
  if (jamun) {
    art.body.push(
      '<path d="M196 152l8-3M214 158l7 2M150 196l6-4M262 199l7 2" stroke="#7DA83A" stroke-width="4" stroke-linecap="round"/>',
    );
  } else {
    art.body.push(
      '<path d="M120 214h0M142 236h0M196 200h0M216 226h0M260 214h0M286 226h0M190 166h0" stroke="#E2D2AC" stroke-width="3" stroke-linecap="round"/>',
    );
  }
  bowlFront(art, 200, 238, 140, 96, c);
}

function rasmalai(art: Art): void {
  const c = bowls.white;
  bowlBack(art, 200, 238, 156, 84, c);
  art.body.push('<ellipse cx="200" cy="240" rx="144" ry="33" fill="#F4CF72"/>');
  art.defs.push(
    '<g id="r"><ellipse cy="6" rx="40" ry="16" fill="#E8D2A2"/><ellipse rx="40" ry="16" fill="#FCF3DC"/><path d="M-18-4l9 3M4-8l8 4M10 4l9-2" stroke="#7DA83A" stroke-width="4" stroke-linecap="round"/><path d="M-6 2l5 5M22-4l4 5M-26 0l3-5" stroke="#E0661A" stroke-width="1.8" stroke-linecap="round"/></g>',
  );
  for (const [x, y] of [
    [138, 230],
    [262, 230],
    [200, 218],
    [168, 248],
    [236, 250],
  ] as Pt[])
    art.body.push(`<use href="#r" x="${x}" y="${y}"/>`);
  bowlFront(art, 200, 238, 156, 84, c);
  art.body.push(
    '<path d="M70 270q130 44 260 0" fill="none" stroke="#2E6DA4" stroke-width="3" stroke-dasharray="10 6" opacity=".7"/>',
  );
}

function ladoos(art: Art, kind: 'motichoor' | 'besan'): void {
  plate(art, 200, 292, 160, 54, kind === 'motichoor' ? plates.brass : plates.maroon);
  if (kind === 'motichoor') {
    art.defs.push(
      '<radialGradient id="l" cx=".38" cy=".35"><stop offset="0" stop-color="#FFC15C"/><stop offset=".7" stop-color="#F08A22"/><stop offset="1" stop-color="#D8620E"/></radialGradient>',
      '<pattern id="p" width="7" height="7" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="#FFD685" opacity=".7"/><circle cx="5.5" cy="5.5" r="1.8" fill="#C0520A" opacity=".45"/></pattern>',
      '<g id="d"><circle r="38" fill="url(#l)"/><circle r="38" fill="url(#p)"/><path d="M-6-20l4 3M10-8l4 3M-16 2l4 3" stroke="#FFF6E0" stroke-width="3" stroke-linecap="round"/></g>',
    );
  } else {
    art.defs.push(
      '<radialGradient id="l" cx=".38" cy=".35"><stop offset="0" stop-color="#F6D08C"/><stop offset=".7" stop-color="#DDA451"/><stop offset="1" stop-color="#B97C30"/></radialGradient>',
      '<pattern id="p" width="11" height="9" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.3" fill="#A8692A" opacity=".5"/><circle cx="7" cy="6" r="1.6" fill="#FBE2AE" opacity=".6"/></pattern>',
      '<g id="d"><circle r="38" fill="url(#l)"/><circle r="38" fill="url(#p)"/><ellipse cy="-30" rx="5" ry="9" fill="#F3E3C0" transform="rotate(70 0 -30)"/></g>',
    );
  }
  for (const [x, y] of [
    [124, 268],
    [200, 272],
    [276, 268],
    [162, 212],
    [238, 212],
    [200, 156],
  ] as Pt[])
    art.body.push(`<use href="#d" x="${x}" y="${y}"/>`);
}

/** An oblique box: front face at (x, y) w by h, receding dx right and dy up. */
function block(
  x: number,
  y: number,
  w: number,
  h: number,
  dx: number,
  dy: number,
  front: string,
  top: string,
  side: string,
): string {
  return (
    `<path d="M${x} ${y}l${dx}-${dy}h${w}l-${dx} ${dy}z" fill="${top}"/>` +
    `<path d="M${x + w} ${y}l${dx}-${dy}v${h}l-${dx} ${dy}z" fill="${side}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${front}"/>`
  );
}

function soanPapdi(art: Art): void {
  plate(art, 200, 296, 168, 52, plates.steel);
  art.defs.push(
    '<path id="f" d="M0 12h90M0 24h90M0 36h90M0 48h90" stroke="#FCEBC0" stroke-width="2.5" stroke-dasharray="16 5 9 4"/>',
    '<path id="g" d="M12-12l7-3M40-14l8 2M62-8l7-3M28-4l6 2" stroke="#6E9E34" stroke-width="4" stroke-linecap="round"/>',
  );
  const cubes = [
    [88, 232],
    [196, 232],
    [142, 172],
  ] as Pt[];
  for (const [x, y] of cubes) {
    art.body.push(
      block(x, y, 90, 60, 28, 18, '#EFC978', '#F9E3AC', '#D9A853'),
      `<use href="#f" x="${x}" y="${y}"/>`,
      `<use href="#g" x="${x + 10}" y="${y}"/>`,
    );
  }
}

function milkCake(art: Art): void {
  plate(art, 200, 296, 168, 52, plates.brass);
  art.defs.push(
    '<linearGradient id="m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F7E4B8"/><stop offset=".3" stop-color="#DDA865"/><stop offset=".55" stop-color="#9C5626"/><stop offset=".8" stop-color="#D9A15E"/><stop offset="1" stop-color="#F2D9A4"/></linearGradient>',
    '<pattern id="c" width="9" height="8" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.4" fill="#B77A3A" opacity=".5"/><circle cx="6" cy="6" r="1.6" fill="#FFF6DE" opacity=".7"/></pattern>',
  );
  for (const [x, y] of [
    [74, 246],
    [196, 246],
    [134, 192],
  ] as Pt[]) {
    art.body.push(
      block(x, y, 104, 54, 34, 22, 'url(#m)', '#F3DDAE', '#C7914E'),
      `<path d="M${x} ${y}l34-22h104l-34 22z" fill="url(#c)"/>`,
      `<rect x="${x}" y="${y}" width="104" height="54" fill="url(#c)" opacity=".6"/>`,
    );
  }
}

function spiral(turns: number, b: number, r0: number): string {
  const out: string[] = [];
  let px = 0;
  let py = 0;
  for (let a = 0; a <= turns * 360; a += 20) {
    const t = (a * Math.PI) / 180;
    const r = r0 + b * t;
    const x = Math.round(r * Math.cos(t));
    const y = Math.round(r * Math.sin(t));
    out.push(a === 0 ? `M${x} ${y}l` : `${x - px} ${y - py} `);
    px = x;
    py = y;
  }
  return out.join('').trim();
}

function jalebi(art: Art): void {
  plate(art, 200, 286, 168, 58, plates.steel);
  art.defs.push(
    `<path id="s" d="${spiral(2.4, 2.6, 3)}"/>`,
    '<g id="J" fill="none" stroke-linecap="round" stroke-linejoin="round"><use href="#s" stroke="#B8560C" stroke-width="17"/><use href="#s" stroke="#F08A1D" stroke-width="12"/><use href="#s" stroke="#FFC95E" stroke-width="4"/></g>',
  );
  for (const [x, y, r] of [
    [130, 262, 0],
    [270, 262, 70],
    [200, 292, 140],
    [166, 220, 200],
    [238, 218, 30],
  ] as Pt3[])
    art.body.push(`<use href="#J" transform="translate(${x} ${y})rotate(${r})scale(1 .78)"/>`);
  art.body.push(
    '<path d="M122 236h0M286 246h0M206 198h0M170 290h0" stroke="#FFF3D0" stroke-width="5" stroke-linecap="round"/>',
  );
}

// ---------------------------------------------------------------------------------------------
// Namkeen

function chakli(art: Art): void {
  plate(art, 200, 292, 168, 54, plates.brass);
  art.defs.push(
    `<path id="s" d="${spiral(2.3, 3.2, 4)}"/>`,
    '<g id="C" fill="none" stroke-linecap="round" stroke-linejoin="round"><use href="#s" stroke="#9A5A22" stroke-width="19"/><use href="#s" stroke="#C98A44" stroke-width="15"/><use href="#s" stroke="#8A4E1C" stroke-width="15" stroke-dasharray="2 4.5" stroke-linecap="butt"/><use href="#s" stroke="#E8B26A" stroke-width="3"/></g>',
  );
  art.body.push(
    '<use href="#C" transform="translate(142 176)rotate(-20)"/>',
    '<use href="#C" transform="translate(258 172)rotate(40)"/>',
    '<use href="#C" transform="translate(140 286)rotate(10)scale(1 .6)"/>',
    '<use href="#C" transform="translate(260 286)rotate(120)scale(1 .6)"/>',
    '<use href="#C" transform="translate(200 302)rotate(200)scale(1 .6)"/>',
    '<path d="M120 160h0M168 190h0M250 150h0M280 190h0M220 172h0" stroke="#F6E7C6" stroke-width="3" stroke-linecap="round"/>',
  );
}

function samosa(art: Art): void {
  leaf(art, 200, 292);
  art.defs.push(
    '<g id="s" stroke-linejoin="round" stroke-width="10"><path d="M0-78L-56 14 6 28z" fill="#EDB052" stroke="#EDB052"/><path d="M0-78L6 28 58 12z" fill="#CB8632" stroke="#CB8632"/><path d="M0-78L6 28" stroke="#B26F22" stroke-width="3"/><path d="M-30-6h0M-16-30h0M-38 14h0M-8 4h0M22-10h0M30 10h0M14-40h0" stroke="#B8752A" stroke-width="4" stroke-linecap="round"/><path d="M-6-54l-16 28" stroke="#FBD889" stroke-width="5" stroke-linecap="round"/></g>',
  );
  art.body.push(
    '<use href="#s" x="130" y="262"/>',
    '<use href="#s" x="262" y="258"/>',
    '<use href="#s" x="196" y="290"/>',
    '<ellipse cx="318" cy="322" rx="38" ry="14" fill="#7A3B10" opacity=".15"/>',
    '<path d="M284 304a34 34 0 0 0 68 0z" fill="#F7F1E6"/>',
    '<ellipse cx="318" cy="304" rx="34" ry="11" fill="#4C9A3C" stroke="#F7F1E6" stroke-width="3"/>',
  );
}

function heapBowl(art: Art, kind: 'bhujia' | 'moong' | 'mixture'): void {
  const c = kind === 'bhujia' ? bowls.maroon : kind === 'moong' ? bowls.steel : bowls.terracotta;
  const base = kind === 'bhujia' ? '#E3A640' : kind === 'moong' ? '#EDC03C' : '#D99A45';
  bowlBack(art, 200, 240, 140, 94, c);
  art.body.push(
    `<ellipse cx="200" cy="242" rx="134" ry="31" fill="${base}"/>`,
    `<path d="M66 242C86 150 314 150 334 242z" fill="${base}"/>`,
  );
  const rng = art.rng;
  if (kind === 'bhujia') {
    const strands = (count: number): string =>
      domePoints(rng, count, 200, 238, 122, 80, 28)
        .map(
          ([x, y]) =>
            `M${Math.round(x)} ${Math.round(y)}q${Math.round(6 + rng() * 6)} ${Math.round(-8 + rng() * 16)} ${Math.round(14 + rng() * 8)} ${Math.round(-6 + rng() * 12)}`,
        )
        .join('');
    art.body.push(
      `<path d="${strands(26)}" fill="none" stroke="#B97718" stroke-width="3.5" stroke-linecap="round"/>`,
      `<path d="${strands(28)}" fill="none" stroke="#F7CF6A" stroke-width="3" stroke-linecap="round"/>`,
    );
  } else if (kind === 'moong') {
    art.body.push(
      `<path d="${dotPath(domePoints(rng, 44, 200, 238, 124, 82, 30), 3, 1)}" stroke="#D79E14" stroke-width="10" stroke-linecap="round"/>`,
      `<path d="${dotPath(domePoints(rng, 38, 200, 238, 124, 82, 30), 3, -1)}" stroke="#F9D65C" stroke-width="9" stroke-linecap="round"/>`,
      `<path d="${dotPath(domePoints(rng, 22, 200, 236, 120, 76, 20), 1, 0)}" stroke="#FFF0B0" stroke-width="3" stroke-linecap="round"/>`,
    );
  } else {
    const bits = (count: number, dx: number, dy: number, colour: string, width: number): string =>
      `<path d="${dotPath(domePoints(rng, count, 200, 238, 124, 82, 28), dx, dy)}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
    art.body.push(
      bits(24, 10, 3, '#F2C14E', 4),
      bits(14, 3, 2, '#A45A26', 11),
      bits(8, 8, -4, '#3F7D2E', 7),
      bits(10, 2, 2, '#F3DDB0', 10),
      bits(8, 2, -1, '#5A2A1A', 8),
      bits(7, 1, 1, '#C8321E', 6),
      bits(10, 6, 2, '#F7D98A', 9),
    );
  }
  bowlFront(art, 200, 240, 140, 94, c);
}

function discStack(
  cx: number,
  baseY: number,
  rx: number,
  ry: number,
  t: number,
  count: number,
  top: string,
  side: string,
): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = baseY - i * t;
    out.push(
      `<ellipse cx="${cx}" cy="${y}" rx="${rx}" ry="${ry}" fill="${side}"/>`,
      `<ellipse cx="${cx}" cy="${y - t + 1}" rx="${rx}" ry="${ry}" fill="${top}"/>`,
    );
  }
  return out.join('');
}

function mathri(art: Art): void {
  plate(art, 200, 296, 168, 52, plates.maroon);
  art.defs.push(
    '<g id="t"><path d="M-30-4h0M-14-8h0M2-6h0M18-9h0M-22 4h0M-6 2h0M10 4h0M26 1h0M-10 10h0M6 11h0" stroke="#B9823F" stroke-width="3.5" stroke-linecap="round"/><path d="M-24-10q14-6 30-4" stroke="#FFF1CF" stroke-width="3" fill="none" stroke-linecap="round"/></g>',
  );
  art.body.push(discStack(150, 262, 58, 22, 11, 5, '#ECCB8C', '#C8964F'));
  art.body.push('<use href="#t" x="150" y="207"/>');
  for (const [x, y] of [
    [262, 234],
    [230, 292],
    [300, 282],
  ] as Pt[]) {
    art.body.push(
      discStack(x, y, 58, 22, 10, 1, '#ECCB8C', '#C8964F'),
      `<use href="#t" x="${x}" y="${y - 9}"/>`,
    );
  }
}

function khakhra(art: Art): void {
  plate(art, 200, 300, 168, 50, plates.steel);
  art.defs.push(
    '<g id="sp"><path d="M-40-10h0M-12-22h0M20-16h0M44-4h0M-24 8h0M8 2h0M36 18h0M-50 20h0M-6 30h0M60-26h0M-62-30h0M22 44h0M-30 50h0M64 40h0M0-56h0M34-48h0M-34-46h0" stroke="#B0702E" stroke-width="6" stroke-linecap="round" opacity=".55"/><path d="M-20-30h0M30 0h0M-46 2h0M10 26h0M50-40h0M-10 56h0" stroke="#6F8C35" stroke-width="4" stroke-linecap="round"/></g>',
  );
  art.body.push(
    '<circle cx="200" cy="190" r="100" fill="#C68E48"/>',
    '<circle cx="200" cy="188" r="94" fill="#E8C480"/>',
    '<use href="#sp" x="200" y="188"/>',
    discStack(200, 290, 118, 38, 5, 8, '#E6C07A', '#C1883F'),
    '<use href="#sp" transform="translate(200 252)scale(1.4 .36)"/>',
  );
}

function kachori(art: Art): void {
  plate(art, 200, 294, 168, 54, plates.brass);
  art.defs.push(
    '<radialGradient id="q" cx=".4" cy=".3"><stop offset="0" stop-color="#F4C06A"/><stop offset=".7" stop-color="#D48E38"/><stop offset="1" stop-color="#A9621F"/></radialGradient>',
    '<g id="k"><path d="M-58 0C-60-46 60-46 58 0C50 20-50 20-58 0z" fill="url(#q)"/><path d="M-30-20h0M-8-28h0M18-22h0M36-10h0M-42-4h0M-14-10h0M10-6h0" stroke="#F9DA9C" stroke-width="5" stroke-linecap="round" opacity=".8"/><path d="M-24-10q20 8 44 0" stroke="#A45C1C" stroke-width="3" fill="none" stroke-linecap="round"/></g>',
  );
  for (const [x, y] of [
    [140, 252],
    [262, 250],
    [200, 228],
    [150, 302],
    [252, 304],
  ] as Pt[])
    art.body.push(`<use href="#k" x="${x}" y="${y}"/>`);
  art.body.push(
    '<path d="M296 330a30 30 0 0 0 60 0z" fill="#F7F1E6"/>',
    '<ellipse cx="326" cy="330" rx="30" ry="10" fill="#6B2A14" stroke="#F7F1E6" stroke-width="3"/>',
  );
}

// ---------------------------------------------------------------------------------------------
// Dry fruits

const nuts = {
  almonds:
    '<g id="n"><path d="M0-18C12-11 12 9 0 18C-12 9-12-11 0-18z" fill="#A9622B" stroke="#87461C" stroke-width="1.5"/><path d="M-4-9q-2 9 0 17M4-11q2 10 0 19" stroke="#8A4A1E" stroke-width="1.5" fill="none"/><path d="M-5-11q-3 5-3 10" stroke="#D79A62" stroke-width="2.5" fill="none" stroke-linecap="round"/></g>',
  cashews:
    '<g id="n"><path d="M-16 6A17 17 0 1 1 16 6C11 9 8 2 0 2S-11 9-16 6z" fill="#F3DCAA" stroke="#D3AE6E" stroke-width="1.5"/><path d="M-9-6q9-8 18 0" stroke="#FFF4DA" stroke-width="3" fill="none" stroke-linecap="round"/></g>',
  pistachios:
    '<g id="n"><ellipse rx="12" ry="17" fill="#E4CB9C" stroke="#C2A06A" stroke-width="1.5"/><path d="M-2-15Q6 0-2 15Q12 0-2-15z" fill="#7FAE3A"/><path d="M-2-15Q6 0-2 15" stroke="#8B4F6E" stroke-width="2" fill="none"/></g>',
  raisins:
    '<g id="n"><path d="M-5-11C3-13 10-6 8 2C8 9 1 12-5 10C-10 7-10-6-5-11z" stroke="#5A3210" stroke-width="1.5"/><path d="M-5-3q5 3 9-1M-4 5q4 1 7-3M-1-9q3 2 5 0" stroke="#5A3210" stroke-width="1.3" fill="none" opacity=".6"/><path d="M-6-6q-2 4 0 7" stroke="#F2C66E" stroke-width="2" fill="none" stroke-linecap="round" opacity=".8"/></g>',
  walnuts:
    '<g id="n"><path d="M0-17C10-19 18-9 16 0C18 9 10 19 0 17C-10 19-18 9-16 0C-18-9-10-19 0-17z" fill="#BE8748" stroke="#8C5A2B" stroke-width="1.5"/><path d="M0-16V16M-10-8q5 3 0 7q-5 4 0 8M10-8q-5 3 0 7q5 4 0 8" stroke="#8C5A2B" stroke-width="2" fill="none"/></g>',
  dates:
    '<g id="n"><ellipse rx="11" ry="20" fill="#6B2A14" stroke="#4A1A0A" stroke-width="1.5"/><path d="M-4-13q-3 11 0 22" stroke="#A9582F" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M3-8q3 4 0 8M4 6q2 3 0 6" stroke="#4A1A0A" stroke-width="1.3" fill="none"/></g>',
  'anjeer-figs':
    '<g id="n"><ellipse rx="21" ry="16" fill="#A67A43" stroke="#7C5529" stroke-width="1.5"/><ellipse rx="13" ry="9" fill="#C99A5C"/><path d="M-6-3h0M2-5h0M7 1h0M-2 3h0M-9 2h0M4 5h0" stroke="#F3D6A0" stroke-width="2.5" stroke-linecap="round"/><path d="M18-2l8-3" stroke="#7C5529" stroke-width="4" stroke-linecap="round"/></g>',
  apricots:
    '<g id="n"><circle r="16" fill="#F0952F" stroke="#D0701A" stroke-width="1.5"/><path d="M-2-15q8 15 0 30" stroke="#D0701A" stroke-width="2" fill="none"/><path d="M-9-6q2-5 6-6" stroke="#FFD18A" stroke-width="3" fill="none" stroke-linecap="round"/></g>',
} satisfies Record<string, string>;

/** Count, scale, bowl and the colour showing between the pieces of each heap. */
const nutHeaps: Record<string, [number, number, keyof typeof bowls, string]> = {
  almonds: [26, 1, 'wood', '#7E4520'],
  cashews: [24, 1, 'brass', '#CFAE72'],
  pistachios: [24, 1, 'maroon', '#B8996A'],
  raisins: [36, 1.1, 'white', '#6E3A14'],
  walnuts: [18, 1.15, 'wood', '#8C5A2B'],
  dates: [18, 1, 'brass', '#3E1608'],
  'anjeer-figs': [12, 1.1, 'terracotta', '#7C5529'],
  apricots: [16, 1.05, 'maroon', '#C0621A'],
};

function dryFruit(art: Art, slug: string): void {
  const [count, scale, bowl, fill] = nutHeaps[slug] ?? [20, 1, 'wood', '#7E4520'];
  const c = bowls[bowl];
  art.defs.push((nuts as Record<string, string>)[slug] ?? nuts.almonds);
  bowlBack(art, 200, 244, 136, 90, c);
  art.body.push(
    `<ellipse cx="200" cy="246" rx="130" ry="30" fill="${fill}"/>`,
    `<path d="M74 246C92 166 308 166 326 246z" fill="${fill}"/>`,
  );
  // a few pre-rotated copies keep each placed piece down to a short <use>
  const s = scale === 1 ? '' : `scale(${scale})`;
  const turns = [0, 75, 150, 215, 290];
  // raisins come in two shades; the other nuts set their own colours
  const shade = (i: number): string =>
    slug === 'raisins' ? ` fill="${i % 2 ? '#7E4318' : '#B97C26'}"` : '';
  turns.forEach((r, i) =>
    art.defs.push(`<use id="n${i}" href="#n" transform="rotate(${r})${s}"${shade(i)}/>`),
  );
  const place = ([x, y]: [number, number]): string =>
    `<use href="#n${Math.floor(art.rng() * turns.length)}" x="${Math.round(x)}" y="${Math.round(y)}"/>`;
  art.body.push(...domePoints(art.rng, count, 200, 242, 112, 68, 26).map(place));
  bowlFront(art, 200, 244, 136, 90, c);
  art.body.push(
    ...(
      [
        [92, 350],
        [316, 346],
        [340, 322],
      ] as [number, number][]
    ).map(place),
  );
}

// ---------------------------------------------------------------------------------------------
// Hampers and occasion boxes

interface BoxStyle {
  box: string;
  side: string;
  lid: string;
  ribbon: string;
  ribbonDark: string;
  pattern: 'dots' | 'stripes' | 'diamonds' | 'none';
  motif: string;
}

function pattern(art: Art, kind: BoxStyle['pattern'], colour: string): void {
  if (kind === 'dots')
    art.defs.push(
      `<pattern id="pt" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="9" cy="9" r="2.6" fill="${colour}"/></pattern>`,
    );
  if (kind === 'stripes')
    art.defs.push(
      `<pattern id="pt" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="5" height="16" fill="${colour}"/></pattern>`,
    );
  if (kind === 'diamonds')
    art.defs.push(
      `<pattern id="pt" width="22" height="22" patternUnits="userSpaceOnUse"><path d="M11 4l7 7-7 7-7-7z" fill="none" stroke="${colour}" stroke-width="1.5"/></pattern>`,
    );
}

/** A wrapped gift box with lid, ribbon and bow, front face centred on cx, standing on baseY. */
function giftBox(
  art: Art,
  cx: number,
  baseY: number,
  w: number,
  h: number,
  s: BoxStyle,
  bow = true,
) {
  const dx = Math.round(w * 0.3);
  const dy = Math.round(w * 0.18);
  const x = Math.round(cx - w / 2 - dx / 2);
  const y = baseY - h;
  const o = 8;
  const lh = Math.round(Math.max(h * 0.2, 20));
  const ly = y - lh + 6;
  const rw = Math.round(w * 0.14);
  const mx = x + w / 2;
  const fill = s.pattern === 'none' ? '' : 'url(#pt)';
  const out: string[] = [];
  out.push(block(x, y, w, h, dx, dy, s.box, s.lid, s.side));
  if (fill)
    out.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`,
      `<path d="M${x + w} ${y}l${dx}-${dy}v${h}l-${dx} ${dy}z" fill="${fill}" opacity=".7"/>`,
    );
  // ribbon on the body: front band and side band
  out.push(
    `<rect x="${n(mx - rw / 2)}" y="${y}" width="${rw}" height="${h}" fill="${s.ribbon}"/>`,
    `<path d="M${n(x + w + dx * 0.43)} ${n(y - dy * 0.43)}l${n(dx * 0.14)}-${n(dy * 0.14)}v${h}l-${n(dx * 0.14)} ${n(dy * 0.14)}z" fill="${s.ribbonDark}"/>`,
  );
  // lid
  out.push(block(x - o, ly, w + 2 * o, lh, dx, dy, s.lid, s.lid, s.side));
  out.push(
    `<path d="M${x - o} ${ly}l${dx}-${dy}h${w + 2 * o}l-${dx} ${dy}z" fill="#fff" opacity=".18"/>`,
    `<rect x="${n(mx - rw / 2)}" y="${ly}" width="${rw}" height="${lh}" fill="${s.ribbon}"/>`,
    `<rect x="${n(mx - rw / 2)}" y="${ly}" width="${rw}" height="${lh}" fill="#000" opacity=".08"/>`,
    `<path d="M${n(mx - rw / 2)} ${ly}l${dx}-${dy}h${rw}l-${dx} ${dy}z" fill="${s.ribbon}"/>`,
    `<path d="M${n(x - o + dx * 0.43)} ${n(ly - dy * 0.43)}h${w + 2 * o}l${n(dx * 0.14)}-${n(dy * 0.14)}h-${w + 2 * o}z" fill="${s.ribbon}"/>`,
    `<path d="M${n(x + w + o + dx * 0.43)} ${n(ly - dy * 0.43)}l${n(dx * 0.14)}-${n(dy * 0.14)}v${lh}l-${n(dx * 0.14)} ${n(dy * 0.14)}z" fill="${s.ribbonDark}"/>`,
  );
  if (bow) {
    const bx = n(mx + dx / 2);
    const by = n(ly - dy / 2);
    out.push(
      `<g transform="translate(${bx} ${by})" stroke="${s.ribbonDark}" stroke-width="3" fill="${s.ribbon}"><path d="M-4 2l-22 34 10-2 6 10zM4 2l20 34-10-2-6 10zM0-4C-16-34-54-34-48-10S-14 2 0-4zM0-4C16-34 54-34 48-10S14 2 0-4z"/><path d="M-10-8C-20-18-34-20-34-12M10-8C20-18 34-20 34-12" fill="none"/><circle cy="-4" r="10"/></g>`,
    );
  }
  art.body.push(out.join(''));
}

function basket(art: Art, contents: 'sweets' | 'namkeen' | 'mixed', ribbon: string): void {
  shadow(art, 200, 338, 150, 20);
  art.defs.push(
    '<pattern id="w" width="18" height="14" patternUnits="userSpaceOnUse"><path d="M0 7h18M9 0v7M0 7v7" stroke="#8A5524" stroke-width="2.5"/></pattern>',
  );
  art.body.push(
    '<path d="M88 214A112 130 0 0 1 312 214" fill="none" stroke="#8A5524" stroke-width="16"/>',
    '<path d="M88 214A112 130 0 0 1 312 214" fill="none" stroke="#C98E4C" stroke-width="10" stroke-dasharray="12 4"/>',
    '<ellipse cx="200" cy="214" rx="136" ry="30" fill="#6E4019"/>',
  );
  const sweet =
    '<circle r="30" fill="#F08A22"/><circle r="30" fill="url(#dt)"/><ellipse cx="-9" cy="-11" rx="9" ry="5" fill="#fff" opacity=".35"/>';
  art.defs.push(
    '<pattern id="dt" width="6" height="6" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="#FFD27A" opacity=".7"/></pattern>',
    `<g id="L">${sweet}</g>`,
    '<g id="K"><path d="M-34 0L0 19 34 0v6L0 25-34 6z" fill="#D7B57C"/><path d="M0-19L34 0 0 19-34 0z" fill="#F6E6C4"/><path d="M0-13L24 0 0 13-24 0z" fill="#E3E8EE"/></g>',
  );
  const packet = (x: number, y: number, r: number, col: string, band: string): string =>
    `<g transform="translate(${x} ${y})rotate(${r})"><rect x="-26" y="-46" width="52" height="80" rx="6" fill="${col}"/><rect x="-26" y="-16" width="52" height="22" fill="${band}"/><path d="M-26-40h52" stroke="#fff" stroke-width="3" stroke-dasharray="4 3" opacity=".6"/></g>`;
  if (contents === 'sweets') {
    art.body.push(
      '<use href="#L" x="130" y="200"/><use href="#L" x="268" y="198"/><use href="#L" x="200" y="176"/>',
      '<use href="#K" transform="translate(170 214)rotate(-12)"/><use href="#K" transform="translate(236 212)rotate(10)"/>',
    );
  } else if (contents === 'namkeen') {
    art.body.push(
      packet(132, 196, -12, '#C8321E', '#F2C14E'),
      packet(200, 182, 3, '#2E7D4F', '#F7E7B0'),
      packet(266, 196, 14, '#F08A22', '#7A1F2B'),
    );
  } else {
    art.body.push(
      packet(136, 194, -14, '#7A1F2B', '#F2C14E'),
      '<use href="#L" x="206" y="186"/>',
      packet(268, 194, 12, '#2E6DA4', '#F7E7B0'),
      '<use href="#K" transform="translate(200 218)"/>',
    );
  }
  art.body.push(
    '<path d="M64 214L96 334Q200 352 304 334L336 214A136 30 0 0 1 64 214z" fill="#C98E4C"/>',
    '<path d="M64 214L96 334Q200 352 304 334L336 214A136 30 0 0 1 64 214z" fill="url(#w)" opacity=".8"/>',
    '<path d="M64 214A136 30 0 0 0 336 214" fill="none" stroke="#8A5524" stroke-width="10"/>',
    `<path d="M70 250Q200 296 330 250" fill="none" stroke="${ribbon}" stroke-width="14"/>`,
    `<g transform="translate(200 274)" fill="${ribbon}" stroke="#00000033" stroke-width="2"><ellipse cx="-22" cy="-8" rx="22" ry="12" transform="rotate(-20 -22 -8)"/><ellipse cx="22" cy="-8" rx="22" ry="12" transform="rotate(20 22 -8)"/><path d="M-4 0l-16 32 8-2 4 8zM4 0l16 32-8-2-4 8z"/><circle r="9"/></g>`,
  );
}

function dryFruitTray(art: Art): void {
  art.defs.push(
    nuts.almonds.replace('id="n"', 'id="a"'),
    nuts.cashews.replace('id="n"', 'id="c"'),
    nuts.pistachios.replace('id="n"', 'id="p"'),
    nuts.raisins.replace('id="n"', 'id="r"'),
  );
  // lid leaning behind the tray
  art.body.push(
    '<path d="M90 214L120 86H300L330 214z" fill="#7A1F2B"/>',
    '<path d="M90 214L120 86H300L330 214z" fill="none" stroke="#D9A53C" stroke-width="6"/>',
    '<path d="M198 86h24l8 128h-40z" fill="#E6B64C"/>',
    '<g transform="translate(210 96)" fill="#E6B64C" stroke="#B07E1E" stroke-width="3"><ellipse cx="-22" cy="-10" rx="24" ry="13" transform="rotate(-24 -22 -10)"/><ellipse cx="22" cy="-10" rx="24" ry="13" transform="rotate(24 22 -10)"/><circle r="9"/></g>',
  );
  shadow(art, 200, 330, 170, 22);
  art.body.push(
    '<path d="M40 262L100 196H300L360 262v36H40z" fill="#8A5A2E"/>',
    '<path d="M40 262L100 196H300L360 262z" fill="#B27A44"/>',
    '<path d="M56 258L108 204H292L344 258z" fill="#F3E3C3"/>',
    '<path d="M200 204v54M82 231h236" stroke="#B27A44" stroke-width="6"/>',
    '<path d="M40 262h320" stroke="#D9A53C" stroke-width="4"/>',
  );
  const rng = art.rng;
  const cells: [string, number, number][] = [
    ['a', 148, 218],
    ['c', 252, 218],
    ['p', 140, 246],
    ['r', 260, 246],
  ];
  for (const [id] of cells) {
    art.defs.push(
      `<use id="${id}0" href="#${id}" transform="scale(.72 .5)rotate(40)" fill="#A86A1E"/>`,
      `<use id="${id}1" href="#${id}" transform="scale(.72 .5)rotate(-50)" fill="#A86A1E"/>`,
    );
  }
  for (const [id, cx, cy] of cells) {
    for (let i = 0; i < 6; i++) {
      const x = cx + (i % 3) * 26 - 26 + (rng() - 0.5) * 8;
      const y = cy + Math.floor(i / 3) * 11 - 5 + (rng() - 0.5) * 4;
      art.body.push(`<use href="#${id}${i % 2}" x="${Math.round(x)}" y="${Math.round(y)}"/>`);
    }
  }
}

const diyaDef =
  '<g id="dy"><circle cy="-34" r="22" fill="#FFD45A" opacity=".35"/><path d="M0-54C8-40 8-28 0-24C-8-28-8-40 0-54z" fill="#FFB21E"/><path d="M0-44C4-36 4-30 0-28C-4-30-4-36 0-44z" fill="#FFF3B0"/><path d="M-36-16Q0-10 36-16L42-20Q30 14 0 14Q-30 14-42-20z" fill="#B5451B"/><path d="M-36-16Q0-8 36-16" stroke="#E88A3A" stroke-width="4" fill="none"/><path d="M-20 0h0M0 4h0M20 0h0" stroke="#F6C15A" stroke-width="5" stroke-linecap="round"/></g>';

function diya(art: Art, x: number, y: number, s = 1): string {
  if (!art.defs.includes(diyaDef)) art.defs.push(diyaDef);
  return `<use href="#dy" transform="translate(${x} ${y})scale(${s})"/>`;
}

function marigoldDef(): string {
  return '<g id="mg"><circle r="13" fill="#F7A21B" stroke="#E7780C" stroke-width="8" stroke-dasharray="3 2.4"/><circle r="5" fill="#FFC63D" stroke="#E98D12" stroke-width="3" stroke-dasharray="2 2"/></g>';
}

function motif(art: Art, kind: string): void {
  switch (kind) {
    case 'diwali':
      art.body.push(diya(art, 92, 338, 0.95), diya(art, 312, 344, 0.8));
      break;
    case 'holi':
      art.body.push(
        '<path d="M328 92c16-10 36 4 30 22s-30 18-38 6-4-20 8-28zM56 138c10-14 34-10 34 8s-22 24-32 14-6-12-2-22zM300 300c14-6 28 8 20 20s-28 8-28-4 2-12 8-16z" fill="#E2467A" opacity=".75"/>',
        '<path d="M70 86c14-4 24 10 16 20s-24 6-24-4 2-12 8-16zM340 214c10-6 24 2 20 14s-20 12-24 2 0-12 4-16z" fill="#2EA44F" opacity=".7"/>',
        '<path d="M190 64c10-8 26 0 22 12s-20 12-24 4-2-12 2-16zM48 250c8-8 24-2 22 10s-18 14-22 4-2-10 0-14z" fill="#3A7BD5" opacity=".6"/>',
        '<path d="M108 54h0M294 62h0M362 150h0M40 200h0M92 300h0M350 270h0" stroke="#F7C325" stroke-width="10" stroke-linecap="round"/>',
      );
      break;
    case 'gujiya':
      art.defs.push(
        '<g id="gj"><path d="M-40 0A40 34 0 0 1 40 0z" fill="#F2C46A"/><path d="M-40 0A40 34 0 0 1 40 0" fill="none" stroke="#C98A30" stroke-width="7" stroke-dasharray="4 3"/><path d="M-40 0h80" stroke="#B8782A" stroke-width="3"/><path d="M-18-14h0M2-20h0M16-10h0" stroke="#FFF3D0" stroke-width="4" stroke-linecap="round"/></g>',
      );
      art.body.push(
        '<use href="#gj" transform="translate(94 352)rotate(-6)"/>',
        '<use href="#gj" transform="translate(312 356)rotate(8)scale(.85)"/>',
      );
      break;
    case 'wedding':
      art.defs.push(marigoldDef());
      for (let i = 0; i <= 10; i++) {
        const t = i / 10;
        const x = 86 + 228 * t;
        const y = 250 + 58 * Math.sin(Math.PI * t);
        art.body.push(`<use href="#mg" x="${n(x)}" y="${n(y)}"${i % 2 ? ' opacity=".85"' : ''}/>`);
      }
      art.body.push(
        '<g transform="translate(334 300)"><path d="M-4-50l-22-18 18 4zM4-50l22-18-18 4zM0-52l0-24 6 18z" fill="#3F8A34"/><circle cy="-52" r="12" fill="#8A5A2E"/><path d="M-30 0Q-36-36-12-40H12Q36-36 30 0Q20 22 0 22Q-20 22-30 0z" fill="#D9A53C"/><path d="M-26-14h52" stroke="#B3202C" stroke-width="6"/><path d="M-16-28h0M0-28h0M16-28h0" stroke="#B3202C" stroke-width="5" stroke-linecap="round"/></g>',
      );
      break;
    case 'birthday':
      art.body.push(
        '<path d="M78 196q10 40-6 80M332 176q-12 40 4 80M300 132q6 40-8 74" stroke="#8A6A52" stroke-width="2" fill="none"/>',
        '<ellipse cx="78" cy="160" rx="30" ry="36" fill="#E2467A"/><path d="M72 196h12l-6 8z" fill="#E2467A"/>',
        '<ellipse cx="332" cy="140" rx="28" ry="34" fill="#F7C325"/><path d="M326 174h12l-6 8z" fill="#F7C325"/>',
        '<ellipse cx="296" cy="94" rx="24" ry="30" fill="#3A7BD5"/><path d="M290 124h12l-6 7z" fill="#3A7BD5"/>',
        '<path d="M66 146q4-10 12-12M322 124q4-10 12-12M288 80q4-8 10-10" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".6" fill="none"/>',
      );
      break;
    case 'eid':
      art.body.push(
        '<path d="M330 50A48 48 0 1 0 364 134A38 38 0 1 1 330 50z" fill="#E6B64C"/>',
        '<path d="M334 80l5 12 13 1-10 8 3 13-11-7-11 7 3-13-10-8 13-1z" fill="#E6B64C"/>',
        '<path d="M70 40v40" stroke="#B07E1E" stroke-width="2"/><path d="M58 80h24l6 12-6 36H58l-6-36z" fill="#1F7A5A" stroke="#E6B64C" stroke-width="3"/><ellipse cx="70" cy="106" rx="7" ry="12" fill="#FFD45A"/>',
      );
      break;
    case 'karva':
      art.body.push(
        '<circle cx="90" cy="96" r="60" fill="#FFF3C4" opacity=".5"/>',
        '<circle cx="90" cy="96" r="44" fill="#FBE7A6"/>',
        '<path d="M74 80h0M102 110h0M96 78h0" stroke="#EACB6E" stroke-width="10" stroke-linecap="round"/>',
        `<path d="${sparkle(330, 70, 10)}${sparkle(360, 120, 7)}${sparkle(170, 56, 6)}" fill="#E7B54A"/>`,
        '<g transform="translate(330 330)"><ellipse rx="44" ry="14" fill="#C0CAD4" stroke="#8F98A3" stroke-width="3"/><ellipse rx="34" ry="9" fill="url(#mesh)"/></g>',
      );
      art.defs.push(
        '<pattern id="mesh" width="5" height="5" patternUnits="userSpaceOnUse"><path d="M0 0l5 5M5 0l-5 5" stroke="#8F98A3" stroke-width="1"/></pattern>',
      );
      break;
    case 'rakhi':
      art.body.push(
        '<path d="M40 300Q120 270 200 292T360 284" fill="none" stroke="#C8321E" stroke-width="6"/>',
        '<path d="M40 300Q120 270 200 292T360 284" fill="none" stroke="#F2C14E" stroke-width="2" stroke-dasharray="6 6"/>',
        '<g transform="translate(200 292)"><circle r="40" fill="#F2C14E" stroke="#E7780C" stroke-width="10" stroke-dasharray="8 4"/><circle r="26" fill="#C8321E"/><circle r="14" fill="#F7E7B0"/><circle r="6" fill="#2E6DA4"/><path d="M0-32h0M32 0h0M0 32h0M-32 0h0M23-23h0M23 23h0M-23 23h0M-23-23h0" stroke="#fff" stroke-width="5" stroke-linecap="round"/></g>',
      );
      break;
    case 'newyear':
      art.body.push(
        `<path d="${sparkle(72, 96, 18)}${sparkle(332, 82, 22)}${sparkle(350, 186, 10)}${sparkle(52, 210, 11)}${sparkle(200, 48, 9)}" fill="#E6B64C"/>`,
        '<path d="M112 60l6 4M290 140l-4 6M60 290l6-2M340 300l4 6M260 60l2 6M132 150l-6 2" stroke="#E2467A" stroke-width="5" stroke-linecap="round"/>',
        '<path d="M96 130l6-2M306 252l2 6M44 152l4 4M260 110l6 2M150 70l-2 6" stroke="#2E6DA4" stroke-width="5" stroke-linecap="round"/>',
      );
      break;
    default:
      break;
  }
}

const classicBox: BoxStyle = {
  box: '#F08A22',
  side: '#C9661A',
  lid: '#F5A240',
  ribbon: '#8E1F2F',
  ribbonDark: '#5E1620',
  pattern: 'dots',
  motif: '',
};

const boxStyles: Record<string, BoxStyle> = {
  'classic-sweets-hamper': classicBox,
  'royal-celebration-hamper': {
    box: '#8E1F2F',
    side: '#5E1620',
    lid: '#A52A3A',
    ribbon: '#E6B64C',
    ribbonDark: '#B07E1E',
    pattern: 'diamonds',
    motif: '',
  },
  'premium-luxury-box': {
    box: '#3B1734',
    side: '#250D21',
    lid: '#4E2045',
    ribbon: '#E6B64C',
    ribbonDark: '#B07E1E',
    pattern: 'diamonds',
    motif: '',
  },
  'corporate-gift-hamper': {
    box: '#1F3A5F',
    side: '#142840',
    lid: '#2B4C78',
    ribbon: '#F3E3C3',
    ribbonDark: '#C9B38A',
    pattern: 'none',
    motif: '',
  },
  'diwali-delight-box': {
    box: '#8E1F2F',
    side: '#5E1620',
    lid: '#A52A3A',
    ribbon: '#E6B64C',
    ribbonDark: '#B07E1E',
    pattern: 'dots',
    motif: 'diwali',
  },
  'holi-gujiya-box': {
    box: '#F7F1E6',
    side: '#DCCFB8',
    lid: '#FFFFFF',
    ribbon: '#E2467A',
    ribbonDark: '#A82A55',
    pattern: 'none',
    motif: 'holi',
  },
  'wedding-mithai-box': {
    box: '#B3202C',
    side: '#7E141D',
    lid: '#C8323E',
    ribbon: '#E6B64C',
    ribbonDark: '#B07E1E',
    pattern: 'diamonds',
    motif: 'wedding',
  },
  'birthday-sweet-box': {
    box: '#2BA39B',
    side: '#1D7A74',
    lid: '#3DBAB1',
    ribbon: '#E2467A',
    ribbonDark: '#A82A55',
    pattern: 'dots',
    motif: 'birthday',
  },
  'eid-mubarak-box': {
    box: '#1F7A5A',
    side: '#14563F',
    lid: '#2A9270',
    ribbon: '#E6B64C',
    ribbonDark: '#B07E1E',
    pattern: 'diamonds',
    motif: 'eid',
  },
  'karva-chauth-special': {
    box: '#C0392B',
    side: '#8C2419',
    lid: '#D24A3B',
    ribbon: '#E6B64C',
    ribbonDark: '#B07E1E',
    pattern: 'stripes',
    motif: 'karva',
  },
  'raksha-bandhan-box': {
    box: '#F2B632',
    side: '#C98C16',
    lid: '#F7C955',
    ribbon: '#2E6DA4',
    ribbonDark: '#1E4C76',
    pattern: 'stripes',
    motif: 'rakhi',
  },
  'new-year-celebration-box': {
    box: '#2C3E7A',
    side: '#1C2A58',
    lid: '#3A4E92',
    ribbon: '#E0E6EE',
    ribbonDark: '#A9B4C2',
    pattern: 'dots',
    motif: 'newyear',
  },
};

const patternColours: Record<string, string> = {
  '#F7F1E6': '#F4B9CC',
  '#F2B632': '#F7D27A',
  '#2C3E7A': '#E6B64C',
};

function hamper(art: Art, p: SampleProduct): void {
  const baskets: Record<string, ['sweets' | 'namkeen' | 'mixed', string]> = {
    'festive-mithai-hamper': ['sweets', '#8E1F2F'],
    'namkeen-treat-basket': ['namkeen', '#2E7D4F'],
    'family-delight-hamper': ['mixed', '#E2467A'],
  };
  const inBasket = baskets[p.slug];
  if (inBasket) {
    basket(art, inBasket[0], inBasket[1]);
    return;
  }
  if (p.slug === 'dry-fruit-gift-box') {
    dryFruitTray(art);
    return;
  }
  const s = boxStyles[p.slug] ?? classicBox;
  pattern(art, s.pattern, patternColours[s.box] ?? '#E6B64C');
  if (s.motif === 'holi' || s.motif === 'birthday' || s.motif === 'newyear') motif(art, s.motif);
  if (p.slug === 'royal-celebration-hamper') {
    shadow(art, 200, 336, 150, 20);
    giftBox(art, 200, 330, 200, 110, s, false);
    giftBox(art, 200, 196, 128, 70, s);
    return;
  }
  if (p.slug === 'premium-luxury-box') {
    shadow(art, 200, 320, 170, 22);
    giftBox(art, 200, 314, 240, 80, s);
    art.body.push(
      '<path d="M78 288h210" stroke="#E6B64C" stroke-width="2" opacity=".8"/><path d="M78 260h210" stroke="#E6B64C" stroke-width="2" opacity=".5"/>',
    );
    return;
  }
  shadow(art, 200, 332, 140, 20);
  giftBox(art, 200, 326, 180, 130, s);
  if (p.slug === 'corporate-gift-hamper') {
    art.body.push(
      '<path d="M266 206q14 20 30 30" stroke="#C9B38A" stroke-width="2" fill="none"/><g transform="translate(300 250)rotate(12)"><rect x="-22" y="-16" width="44" height="32" rx="4" fill="#F3E3C3" stroke="#C9B38A" stroke-width="2"/><circle cx="-14" cy="-8" r="3" fill="#C9B38A"/><path d="M-8 2h22M-8 8h16" stroke="#1F3A5F" stroke-width="2"/></g>',
    );
  }
  if (s.motif === 'holi') motif(art, 'gujiya');
  else if (s.motif && s.motif !== 'birthday' && s.motif !== 'newyear') motif(art, s.motif);
}

// ---------------------------------------------------------------------------------------------

function drawProduct(p: SampleProduct): string {
  const art: Art = { rng: rngFor(p.slug), defs: [], body: [] };
  background(art, 400, 400, backgrounds[p.category]);
  const start = art.body.length;
  switch (p.slug) {
    case 'kaju-katli':
      katli(art);
      break;
    case 'gulab-jamun':
      ballsInBowl(art, 'jamun');
      break;
    case 'rasgulla':
      ballsInBowl(art, 'rasgulla');
      break;
    case 'rasmalai':
      rasmalai(art);
      break;
    case 'motichoor-ladoo':
      ladoos(art, 'motichoor');
      break;
    case 'besan-ladoo':
      ladoos(art, 'besan');
      break;
    case 'soan-papdi':
      soanPapdi(art);
      break;
    case 'milk-cake':
      milkCake(art);
      break;
    case 'jalebi':
      jalebi(art);
      break;
    case 'samosa':
      samosa(art);
      break;
    case 'bhujia':
      heapBowl(art, 'bhujia');
      break;
    case 'moong-dal':
      heapBowl(art, 'moong');
      break;
    case 'navratan-mixture':
      heapBowl(art, 'mixture');
      break;
    case 'mathri':
      mathri(art);
      break;
    case 'chakli':
      chakli(art);
      break;
    case 'khakhra':
      khakhra(art);
      break;
    case 'khasta-kachori':
      kachori(art);
      break;
    default:
      if (p.category === 'dry_fruits') dryFruit(art, p.slug);
      else if (p.category === 'gift_hampers') hamper(art, p);
      else if (p.category === 'namkeen') heapBowl(art, 'mixture');
      else ladoos(art, 'besan');
  }
  if (p.category !== 'gift_hampers') {
    // the food drawings are laid out low on the canvas; enlarge them a little and centre them
    const food = art.body.splice(start);
    art.body.push('<g transform="translate(-24 -68)scale(1.12)">', ...food, '</g>');
  }
  return svg(400, 400, p.name, art);
}

function svg(w: number, h: number, title: string, art: Art): string {
  const defs = art.defs.length ? `<defs>${art.defs.join('')}</defs>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><title>${escapeMarkup(title)}</title>${defs}${art.body.join('')}</svg>\n`;
}

function drawHero(): string {
  const art: Art = { rng: rngFor('hero'), defs: [], body: [] };
  art.defs.push(
    '<radialGradient id="bg" cx=".5" cy=".55" r=".75"><stop offset="0" stop-color="#FFD99A"/><stop offset=".6" stop-color="#FFEBC8"/><stop offset="1" stop-color="#FFF6E6"/></radialGradient>',
    marigoldDef(),
    '<g id="k"><path d="M-34 0L0 19 34 0v6L0 25-34 6z" fill="#D7B57C"/><path d="M0-19L34 0 0 19-34 0z" fill="#F6E6C4"/><path d="M0-13L24 0 0 13-24 0z" fill="#E3E8EE"/></g>',
    '<radialGradient id="l" cx=".38" cy=".35"><stop offset="0" stop-color="#FFC15C"/><stop offset=".7" stop-color="#F08A22"/><stop offset="1" stop-color="#D8620E"/></radialGradient>',
    '<pattern id="p" width="7" height="7" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="#FFD685" opacity=".7"/></pattern>',
    '<g id="d"><circle r="30" fill="url(#l)"/><circle r="30" fill="url(#p)"/></g>',
    '<radialGradient id="j" cx=".36" cy=".34"><stop offset="0" stop-color="#B45A22"/><stop offset=".6" stop-color="#7A2F10"/><stop offset="1" stop-color="#55200A"/></radialGradient>',
    '<g id="b"><circle r="24" fill="url(#j)"/><ellipse cx="-8" cy="-10" rx="7" ry="4" fill="#fff" opacity=".45"/></g>',
    `<path id="s" d="${spiral(2.2, 2.2, 3)}"/>`,
    '<g id="J" fill="none" stroke-linecap="round"><use href="#s" stroke="#B8560C" stroke-width="14"/><use href="#s" stroke="#F08A1D" stroke-width="10"/><use href="#s" stroke="#FFC95E" stroke-width="3"/></g>',
  );
  art.body.push(
    '<rect width="800" height="600" fill="url(#bg)"/>',
    '<circle cx="400" cy="330" r="260" fill="none" stroke="#EFAE52" stroke-width="7" stroke-linecap="round" stroke-dasharray="0 18" opacity=".5"/>',
    '<circle cx="400" cy="330" r="232" fill="none" stroke="#E7B54A" stroke-width="2" opacity=".4"/>',
  );
  // toran: marigold garlands swagging across the top, with mango leaves
  const swags = 5;
  const width = 800 / swags;
  const leaves: string[] = [];
  for (let sI = 0; sI < swags; sI++) {
    const x0 = sI * width;
    for (let i = 0; i <= 8; i++) {
      const t = i / 8;
      const x = x0 + width * t;
      const y = 14 + 46 * Math.sin(Math.PI * t);
      if (i === 8 && sI < swags - 1) continue;
      art.body.push(`<use href="#mg" x="${n(x)}" y="${n(y)}"${i % 2 ? ' opacity=".85"' : ''}/>`);
    }
    const lx = x0 + width / 2;
    leaves.push(`M${n(lx - 10)} 74q10 36 10 50q0-14 10-50z`);
  }
  art.body.push(`<path d="${leaves.join('')}" fill="#3F8A34"/>`);
  art.body.push(
    `<path d="${sparkle(90, 150, 14)}${sparkle(712, 140, 16)}${sparkle(160, 240, 8)}${sparkle(650, 230, 9)}${sparkle(400, 110, 10)}" fill="#E7B54A" opacity=".85"/>`,
  );
  // thali
  art.body.push(
    '<ellipse cx="400" cy="424" rx="316" ry="106" fill="#7A3B10" opacity=".15"/>',
    '<ellipse cx="400" cy="404" rx="306" ry="116" fill="#B7852A"/>',
    '<ellipse cx="400" cy="394" rx="306" ry="116" fill="#E8BA4E"/>',
    '<ellipse cx="400" cy="398" rx="254" ry="92" fill="#D6A13A" stroke="#F6D781" stroke-width="3"/>',
    '<ellipse cx="400" cy="398" rx="281" ry="104" fill="none" stroke="#B7852A" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>',
  );
  // kaju katli at the back left, milk cake at the back right
  for (const [x, y] of [
    [214, 352],
    [282, 344],
    [248, 372],
    [316, 366],
    [250, 346],
  ] as Pt[])
    art.body.push(`<use href="#k" x="${x}" y="${y}"/>`);
  art.defs.push(
    '<linearGradient id="m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F7E4B8"/><stop offset=".3" stop-color="#DDA865"/><stop offset=".55" stop-color="#9C5626"/><stop offset=".8" stop-color="#D9A15E"/><stop offset="1" stop-color="#F2D9A4"/></linearGradient>',
  );
  art.body.push(
    block(500, 340, 70, 38, 24, 16, 'url(#m)', '#F3DDAE', '#C7914E'),
    block(566, 356, 70, 38, 24, 16, 'url(#m)', '#F3DDAE', '#C7914E'),
  );
  // motichoor ladoo pyramid in the middle
  for (const [x, y] of [
    [340, 350],
    [400, 354],
    [460, 350],
    [370, 302],
    [430, 302],
    [400, 254],
  ] as Pt[])
    art.body.push(`<use href="#d" x="${x}" y="${y}"/>`);
  // bowl of gulab jamun at the front left
  art.body.push(
    '<ellipse cx="262" cy="436" rx="76" ry="19" fill="#8F6118" stroke="#F5D27A" stroke-width="3"/>',
    '<use href="#b" x="234" y="428"/><use href="#b" x="288" y="430"/><use href="#b" x="262" y="408"/>',
    '<path d="M186 436A76 58 0 0 0 338 436A76 19 0 0 1 186 436z" fill="#C9952F"/>',
    '<path d="M186 436A76 19 0 0 0 338 436" fill="none" stroke="#F5D27A" stroke-width="4"/>',
  );
  // katli in front, jalebi at the front right
  art.body.push(
    '<use href="#k" x="396" y="446"/><use href="#k" x="456" y="456"/>',
    '<use href="#J" transform="translate(560 430)rotate(30)scale(1 .75)"/>',
    '<use href="#J" transform="translate(630 404)rotate(160)scale(1 .75)"/>',
    '<use href="#J" transform="translate(598 398)rotate(250)scale(.9 .68)"/>',
  );
  // rose petals
  art.body.push(
    '<path d="M170 380l10 4M640 470l10-2M520 486l8 6M350 478l-8 6M672 360l8 4M480 300l6 6" stroke="#D83A4E" stroke-width="8" stroke-linecap="round"/>',
  );
  // diyas and marigolds on the ground
  art.body.push(diya(art, 96, 548, 1.2), diya(art, 712, 552, 1.1), diya(art, 600, 570, 0.8));
  for (const [x, y] of [
    [170, 540],
    [210, 566],
    [250, 548],
    [640, 528],
    [760, 500],
    [40, 470],
    [520, 566],
  ] as Pt[])
    art.body.push(`<use href="#mg" x="${x}" y="${y}"/>`);
  return svg(800, 600, 'A festive thali of Indian sweets with diyas and marigolds', art);
}

mkdirSync(productDir, { recursive: true });
for (const product of sampleCatalogue) {
  writeFileSync(join(productDir, `${product.slug}.svg`), drawProduct(product));
}
writeFileSync(join(root, 'public', 'images', 'hero.svg'), drawHero());
console.log(`Wrote ${sampleCatalogue.length} product illustrations and the hero to public/images.`);
