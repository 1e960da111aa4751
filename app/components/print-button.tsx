/** Print, for a page made to be printed (a tax invoice, the riders' sheet): shown once it works. */
import { Icon } from '#app/components/ui/icons.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { useHydrated } from '#app/lib/use-hydrated.ts';

export function PrintButton() {
  // Printing needs JavaScript; without it the browser's own menu prints the page.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Button type="button" variant="festival" size="sm" onClick={() => window.print()}>
      <Icon name="printer" aria-hidden />
      Print
    </Button>
  );
}
