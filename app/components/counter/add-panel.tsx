/** What adds the chosen tile to the bill: a sweet's grams or packs, an item's count, a box. */
import { useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { formatRupees } from '#core/money.ts';
import { addCounted, addWeighed } from '#app/lib/counter-bill-view.ts';
import type { CounterScreenData } from '#app/lib/counter-screen-type.ts';
import { BoxChoice } from './box-choice.tsx';
import { CountField } from './count-field.tsx';
import { NumberPad } from './number-pad.tsx';
import type { BillUpdate } from './tiles-panel.tsx';

export type Chosen = { kind: 'sweet' | 'item' | 'box'; id: string };

export function AddPanel({
  chosen,
  screen,
  onAdd,
  onClose,
}: {
  chosen: Chosen;
  screen: CounterScreenData;
  onAdd: BillUpdate;
  onClose: () => void;
}) {
  const { sweets, items, boxes } = screen.tiles;
  const sweet = chosen.kind === 'sweet' ? sweets.find((s) => s.productId === chosen.id) : undefined;
  const item = chosen.kind === 'item' ? items.find((i) => i.variantId === chosen.id) : undefined;
  const box = chosen.kind === 'box' ? boxes.find((b) => b.boxTypeId === chosen.id) : undefined;
  const [grams, setGrams] = useState('');
  const name = sweet?.name ?? item?.name ?? box?.name ?? '';
  return (
    <section
      aria-label={`Add ${name}`}
      className="rounded-lg border-2 border-maroon-700 bg-white p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-lg font-bold">{name}</h3>
        <Button type="button" variant="outline" className="min-h-11" onClick={onClose}>
          Close
        </Button>
      </div>
      {sweet && (
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          <NumberPad
            label={`Grams of ${sweet.name}`}
            value={grams}
            onValue={setGrams}
            priceText={(typed) =>
              `${formatRupees(Math.round((sweet.pricePerKgPaise * typed) / 1000))} at ${formatRupees(sweet.pricePerKgPaise)}/kg`
            }
            onAdd={(typed) => onAdd((bill) => addWeighed(bill, sweet, typed))}
          />
          {sweet.packs.length > 0 && (
            <div>
              <h4 className="font-semibold">Packs</h4>
              <ul className="mt-1 grid gap-2">
                {sweet.packs.map((pack) => (
                  <li key={pack.variantId}>
                    <Button
                      type="button"
                      variant="outline"
                      className="min-h-11 w-full justify-between"
                      onClick={() => onAdd((bill) => addCounted(bill, pack, 1))}
                    >
                      Add a {pack.weight} pack · {formatRupees(pack.unitPricePaise)}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
      {item && (
        <CountField
          label={`How many ${item.name} (${item.weight})`}
          priceText={(count) => formatRupees(item.unitPricePaise * count)}
          onAdd={(count) => onAdd((bill) => addCounted(bill, item, count))}
        />
      )}
      {box && <BoxChoice box={box} sweets={sweets} onAdd={onAdd} />}
    </section>
  );
}
