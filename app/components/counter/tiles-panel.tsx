/**
 * The shop's tiles, found by name or counter code, and the scale's field: choosing a tile opens
 * what adds it to the bill (grams on the number pad, a count, a box's sweets).
 */
import { useId, useState } from 'react';
import { formatRupees } from '#core/money.ts';
import { matchesSearch, type DraftBill } from '#app/lib/counter-bill-view.ts';
import type { CounterScreenData } from '#app/lib/counter-screen-type.ts';
import { AddPanel, type Chosen } from './add-panel.tsx';
import { ScaleField } from './scale-field.tsx';

export type BillUpdate = (update: (bill: DraftBill) => DraftBill) => void;

const tileClass =
  'flex min-h-16 flex-col items-start justify-center rounded-lg border border-stone-300 bg-white px-3 py-2 text-left shadow-sm hover:border-maroon-600 disabled:opacity-60 aria-pressed:border-2 aria-pressed:border-maroon-700';

function Tile({
  name,
  code,
  price,
  pressed,
  disabled,
  onChoose,
}: {
  name: string;
  code: string | null;
  price: string;
  pressed: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        className={`${tileClass} w-full`}
        aria-pressed={pressed}
        disabled={disabled}
        onClick={onChoose}
      >
        <span className="font-semibold">{name}</span>
        <span className="text-sm text-stone-700">
          {price}
          {code ? ` · code ${code}` : ''}
        </span>
      </button>
    </li>
  );
}

export function TilesPanel({
  screen,
  onChange,
  disabled,
}: {
  screen: CounterScreenData;
  onChange: BillUpdate;
  disabled: boolean;
}) {
  const { sweets, items, boxes } = screen.tiles;
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const searchId = useId();
  const found = <Tile extends { name: string; counterCode: string | null }>(tiles: Tile[]) =>
    tiles.filter((tile) => matchesSearch(tile, search));
  const grid = 'grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4';
  const isChosen = (kind: Chosen['kind'], id: string) => chosen?.kind === kind && chosen.id === id;
  return (
    <section aria-label="Tiles" className="grid content-start gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={searchId} className="font-semibold">
            Search by name or code
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="mt-1 min-h-11 w-full rounded-md border border-stone-400 bg-white px-3"
          />
        </div>
        <ScaleField screen={screen} onChange={onChange} disabled={disabled} />
      </div>
      {chosen && !disabled && (
        <AddPanel
          chosen={chosen}
          screen={screen}
          onAdd={(update) => {
            onChange(update);
            setChosen(null);
          }}
          onClose={() => setChosen(null)}
        />
      )}
      <h3 className="font-semibold text-maroon-800">Sweets by weight</h3>
      <ul className={grid}>
        {found(sweets).map((sweet) => (
          <Tile
            key={sweet.productId}
            name={sweet.name}
            code={sweet.counterCode}
            price={`${formatRupees(sweet.pricePerKgPaise)}/kg`}
            pressed={isChosen('sweet', sweet.productId)}
            disabled={disabled}
            onChoose={() => setChosen({ kind: 'sweet', id: sweet.productId })}
          />
        ))}
      </ul>
      <h3 className="font-semibold text-maroon-800">Items</h3>
      <ul className={grid}>
        {found(items).map((item) => (
          <Tile
            key={item.variantId}
            name={item.name}
            code={item.counterCode}
            price={`${formatRupees(item.unitPricePaise)} · ${item.weight}`}
            pressed={isChosen('item', item.variantId)}
            disabled={disabled}
            onChoose={() => setChosen({ kind: 'item', id: item.variantId })}
          />
        ))}
      </ul>
      {boxes.length > 0 && (
        <>
          <h3 className="font-semibold text-maroon-800">Assorted boxes</h3>
          <ul className={grid}>
            {found(boxes).map((box) => (
              <Tile
                key={box.boxTypeId}
                name={box.name}
                code={box.counterCode}
                price={`Box ${formatRupees(box.chargePaise)} + sweets`}
                pressed={isChosen('box', box.boxTypeId)}
                disabled={disabled}
                onChoose={() => setChosen({ kind: 'box', id: box.boxTypeId })}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
