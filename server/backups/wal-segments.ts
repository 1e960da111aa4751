/**
 * PostgreSQL's write-ahead log as files: each 16 MiB segment is named by its timeline and its
 * number (`000000010000000000000003`), and an LSN (`0/3000028`) is a byte position in the log.
 * The archive holds the segments in order; a restore needs every one from its base backup on.
 */

/** The embedded server's segment size: initdb's default, never changed. */
export const SEGMENT_BYTES = 16n * 1024n * 1024n;
const SEGMENTS_PER_XLOGID = 0x1_0000_0000n / SEGMENT_BYTES;

export const isSegmentName = (name: string) => /^[0-9A-F]{24}$/.test(name);
export const isHistoryName = (name: string) => /^[0-9A-F]{8}\.history$/.test(name);

/** An LSN as PostgreSQL writes it (`16/B374D848`), as a byte position. */
export function readLsn(text: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text.trim());
  if (!match) throw new Error(`Not an LSN: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

export const segmentNumberOf = (lsn: bigint) => lsn / SEGMENT_BYTES;

const hex8 = (value: bigint | number) => value.toString(16).toUpperCase().padStart(8, '0');

export function segmentName(timeline: number, segmentNumber: bigint) {
  return (
    hex8(timeline) +
    hex8(segmentNumber / SEGMENTS_PER_XLOGID) +
    hex8(segmentNumber % SEGMENTS_PER_XLOGID)
  );
}

export function readSegmentName(name: string): { timeline: number; segmentNumber: bigint } {
  if (!isSegmentName(name)) throw new Error(`Not a WAL segment's name: ${name}`);
  const timeline = Number.parseInt(name.slice(0, 8), 16);
  const high = BigInt(`0x${name.slice(8, 16)}`);
  const low = BigInt(`0x${name.slice(16, 24)}`);
  return { timeline, segmentNumber: high * SEGMENTS_PER_XLOGID + low };
}

/** Where a timeline branched from its parent (a `.history` file's lines). */
export interface TimelineSwitch {
  parent: number;
  child: number;
  /** The first position written on the child timeline. */
  at: bigint;
}

/** The switches a timeline's history file records, oldest first. */
export function readHistory(timeline: number, text: string): TimelineSwitch[] {
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split(/\s+/));
  return entries.map(([parent = '', at = ''], index) => ({
    parent: Number(parent),
    child: Number(entries[index + 1]?.[0] ?? timeline),
    at: readLsn(at),
  }));
}

/**
 * The segments a restore reads, in order, from `first` up to `last` (numbers), following the
 * timeline history to `timeline`: before a switch the parent's segments, from the switch's own
 * segment on the child's (PostgreSQL copies that segment to the new timeline when it branches).
 */
export function segmentsToRead(
  timeline: number,
  switches: readonly TimelineSwitch[],
  first: bigint,
  last: bigint,
): string[] {
  const names: string[] = [];
  for (let number = first; number <= last; number += 1n) {
    const onTimeline =
      switches.find((change) => number < segmentNumberOf(change.at))?.parent ?? timeline;
    names.push(segmentName(onTimeline, number));
  }
  return names;
}

const PAGE_BYTES = 8192;

/**
 * Why an archived segment cannot be replayed, if it plainly cannot: not 16 MiB, or a page that
 * is neither a WAL page of this segment (its header's magic and address) nor the zeros after
 * the segment's last record. A damaged record inside a good page is PostgreSQL's to find.
 */
export function segmentDamage(name: string, contents: Buffer): string | undefined {
  if (BigInt(contents.length) !== SEGMENT_BYTES) {
    return `it is ${contents.length.toLocaleString('en')} bytes, not 16 MiB`;
  }
  const start = readSegmentName(name).segmentNumber * SEGMENT_BYTES;
  const magic = contents.readUInt16LE(0);
  let zeros = false;
  for (let page = 0; page * PAGE_BYTES < contents.length; page += 1) {
    const at = page * PAGE_BYTES;
    const isWalPage =
      contents.readUInt16LE(at) === magic &&
      contents.readBigUInt64LE(at + 8) === start + BigInt(at);
    if (isWalPage && !zeros) continue;
    const isZeros = contents.subarray(at, at + PAGE_BYTES).every((byte) => byte === 0);
    if (isZeros && page > 0) {
      zeros = true;
      continue;
    }
    return `its page at byte ${at.toLocaleString('en')} is not a page of this segment`;
  }
  return undefined;
}
