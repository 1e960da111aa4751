/**
 * The counter screen: this device's set-up (read from the browser's storage, so it is known only
 * once the page runs), then the till. A device not yet set up, or set up again, chooses its
 * counter first.
 */
import { useEffect, useState } from 'react';
import { loadDevice, saveDevice, type CounterDevice } from '#app/lib/counter/device.ts';
import type { CounterScreenData } from '#app/lib/counter-screen-type.ts';
import { DeviceSetUp } from './device-set-up.tsx';
import { Till } from './till.tsx';

export function CounterScreen({ screen }: { screen: CounterScreenData }) {
  // undefined while the device's storage is read; null for a device never set up.
  const [device, setDevice] = useState<CounterDevice | null | undefined>(undefined);
  const [settingUp, setSettingUp] = useState(false);
  useEffect(() => {
    let open = true;
    void loadDevice().then((stored) => open && setDevice(stored));
    return () => {
      open = false;
    };
  }, []);

  if (device === undefined) {
    return (
      <main className="grid min-h-screen place-items-center bg-cream p-4">
        <h1 className="font-display text-2xl font-bold text-maroon-800">Opening the counter…</h1>
      </main>
    );
  }
  if (device === null || settingUp) {
    return (
      <DeviceSetUp
        counters={screen.counters}
        current={device}
        onCancel={device ? () => setSettingUp(false) : undefined}
        onSetUp={async (setUp) => {
          await saveDevice(setUp);
          setDevice(setUp);
          setSettingUp(false);
        }}
      />
    );
  }
  return <Till screen={screen} device={device} onSetUpAgain={() => setSettingUp(true)} />;
}
