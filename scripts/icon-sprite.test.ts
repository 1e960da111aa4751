import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { iconNames } from '../app/lib/icon-names.ts';
import { iconSprite, spritePath } from './icon-sprite.ts';

test('the sprite holds exactly the listed icons, as Lucide draws them (else: npm run icons)', async () => {
  const sprite = readFileSync(spritePath, 'utf8');
  expect(sprite).toBe(await iconSprite());
  const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
  expect(symbols).toEqual([...iconNames]);
});

test('each icon is drawn with shapes, never an empty symbol', async () => {
  const sprite = await iconSprite();
  for (const name of iconNames) {
    expect(sprite).toMatch(
      new RegExp(
        `<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon|ellipse) `,
      ),
    );
  }
});
