/**
 * `npm run icons`: writes app/icons.svg, one <symbol> per name in app/lib/icon-names.ts, drawn
 * from Lucide's own icon data. Run it after adding a name; a unit test fails while the sprite
 * and the list differ.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { iconNames } from '../app/lib/icon-names.ts';

type IconNode = [tag: string, attributes: Record<string, string | number>][];

export const spritePath = path.resolve(import.meta.dirname, '../app/icons.svg');

const escapeAttribute = (value: string | number) =>
  String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

function symbolOf(name: string, node: IconNode) {
  const shapes = node.map(([tag, attributes]) => {
    const drawn = Object.entries(attributes)
      .filter(([attribute]) => attribute !== 'key')
      .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`)
      .join('');
    return `<${tag}${drawn}/>`;
  });
  return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`;
}

/** The sprite's text: Lucide's drawing of each listed icon, in the list's order. */
export async function iconSprite(): Promise<string> {
  const symbols: string[] = [];
  for (const name of iconNames) {
    const icon = (await import(`lucide-react/icons/${name}`)) as {
      __iconData: { node: IconNode };
    };
    symbols.push(symbolOf(name, icon.__iconData.node));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(spritePath, await iconSprite());
  console.log(`Wrote ${path.relative(process.cwd(), spritePath)} (${iconNames.length} icons).`);
}
