import { describe, expect, test } from 'vitest';
import {
  readHistory,
  readLsn,
  readSegmentName,
  segmentDamage,
  segmentName,
  segmentNumberOf,
  segmentsToRead,
} from './wal-segments.ts';

describe('WAL positions and segment names', () => {
  test('an LSN names the segment it falls in, as PostgreSQL names it', () => {
    expect(segmentName(1, segmentNumberOf(readLsn('0/3000028')))).toBe('000000010000000000000003');
    expect(segmentName(2, segmentNumberOf(readLsn('16/B374D848')))).toBe(
      '0000000200000016000000B3',
    );
    expect(readSegmentName('0000000200000016000000B3')).toEqual({
      timeline: 2,
      segmentNumber: segmentNumberOf(readLsn('16/B3000000')),
    });
    expect(() => readLsn('not/an-lsn')).toThrow('Not an LSN');
  });

  test('a restore reads the parent timeline before a switch and the child from its segment on', () => {
    const history = readHistory(
      3,
      '1\t0/5000100\tno recovery target specified\n\n2\t0/7000000\tbefore 2026-11-25 18:00:00+05:30\n',
    );
    expect(history).toEqual([
      { parent: 1, child: 2, at: readLsn('0/5000100') },
      { parent: 2, child: 3, at: readLsn('0/7000000') },
    ]);
    expect(segmentsToRead(3, history, 3n, 8n)).toEqual([
      '000000010000000000000003',
      '000000010000000000000004',
      '000000020000000000000005',
      '000000020000000000000006',
      '000000030000000000000007',
      '000000030000000000000008',
    ]);
    expect(segmentsToRead(1, [], 1n, 2n)).toEqual([
      '000000010000000000000001',
      '000000010000000000000002',
    ]);
  });
});

describe('a damaged segment', () => {
  /** A segment of pages with good headers for `pages`, then zeros, as PostgreSQL leaves one. */
  function segment(name: string, pages: number) {
    const contents = Buffer.alloc(16 * 1024 * 1024);
    const start = readSegmentName(name).segmentNumber * 16n * 1024n * 1024n;
    for (let page = 0; page < pages; page += 1) {
      contents.writeUInt16LE(0xd118, page * 8192);
      contents.writeBigUInt64LE(start + BigInt(page * 8192), page * 8192 + 8);
    }
    return contents;
  }
  const name = '000000010000000000000003';

  test('a whole segment, its tail zeros, is not damaged', () => {
    expect(segmentDamage(name, segment(name, 40))).toBeUndefined();
    expect(segmentDamage(name, segment(name, 2048))).toBeUndefined();
  });

  test('is told by its size, a page not of it, or a page after its zeros', () => {
    expect(segmentDamage(name, segment(name, 40).subarray(0, 8192))).toBe(
      'it is 8,192 bytes, not 16 MiB',
    );
    const overwritten = segment(name, 40);
    overwritten.fill(0x5a, 8192 * 3, 8192 * 4);
    expect(segmentDamage(name, overwritten)).toBe(
      'its page at byte 24,576 is not a page of this segment',
    );
    expect(segmentDamage('000000010000000000000004', segment(name, 40))).toMatch(/byte 0 /);
    const late = segment(name, 40);
    late.writeUInt16LE(0xd118, 8192 * 100);
    late.writeBigUInt64LE(3n * 16n * 1024n * 1024n + BigInt(8192 * 100), 8192 * 100 + 8);
    expect(segmentDamage(name, late)).toMatch(/byte 819,200 /);
  });
});
