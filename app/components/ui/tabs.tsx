/**
 * Tabs as the WAI-ARIA tabs pattern describes them: one tab stop for the list, the arrow keys
 * (Home and End too) move to a tab and show it, and each panel is named by its tab. Small
 * enough to ship on every page that has tabs (product, sign in, admin settings).
 */
import { createContext, useContext, useId, useState } from 'react';

interface TabsState {
  value: string;
  choose(value: string): void;
  idOf(part: 'tab' | 'panel', value: string): string;
  orientation: 'horizontal' | 'vertical';
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs() {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('A tab or tab panel must sit inside <Tabs>');
  return tabs;
}

export function Tabs(props: {
  /** The tab shown, when the caller keeps it; otherwise `defaultValue` starts it. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
  children: React.ReactNode;
}) {
  const [ownValue, setOwnValue] = useState(props.defaultValue ?? '');
  const baseId = useId();
  const state: TabsState = {
    value: props.value ?? ownValue,
    choose(value) {
      setOwnValue(value);
      props.onValueChange?.(value);
    },
    idOf: (part, value) => `${baseId}-${part}-${value}`,
    orientation: props.orientation ?? 'horizontal',
  };
  return (
    <TabsContext value={state}>
      <div className={props.className}>{props.children}</div>
    </TabsContext>
  );
}

const keysToMove = {
  horizontal: { previous: 'ArrowLeft', next: 'ArrowRight' },
  vertical: { previous: 'ArrowUp', next: 'ArrowDown' },
};

export function TabList(props: {
  'aria-label': string;
  className?: string;
  children: React.ReactNode;
}) {
  const { orientation } = useTabs();
  const keys = keysToMove[orientation];
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const at = tabs.findIndex((tab) => tab === document.activeElement);
    const last = tabs.length - 1;
    const to =
      event.key === keys.next
        ? at === last
          ? 0
          : at + 1
        : event.key === keys.previous
          ? at <= 0
            ? last
            : at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const tab = to === undefined ? undefined : tabs[to];
    if (!tab) return;
    event.preventDefault();
    tab.focus();
    tab.click();
  };
  return (
    <div
      role="tablist"
      aria-label={props['aria-label']}
      aria-orientation={orientation}
      className={props.className}
      onKeyDown={onKeyDown}
    >
      {props.children}
    </div>
  );
}

export function Tab(props: { value: string; className?: string; children: React.ReactNode }) {
  const tabs = useTabs();
  const selected = tabs.value === props.value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('tab', props.value)}
      aria-selected={selected}
      aria-controls={tabs.idOf('panel', props.value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      className={props.className}
      onClick={() => tabs.choose(props.value)}
    >
      {props.children}
    </button>
  );
}

/**
 * A tab's panel. It holds its content only while shown, unless `keepMounted` (a form whose
 * every tab is sent by one Save): then it stays, marked `data-state="inactive"` for the caller
 * to hide.
 */
export function TabPanel(props: {
  value: string;
  keepMounted?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const tabs = useTabs();
  const selected = tabs.value === props.value;
  const mounted = selected || props.keepMounted === true;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('panel', props.value)}
      aria-labelledby={tabs.idOf('tab', props.value)}
      tabIndex={0}
      hidden={!mounted}
      data-state={selected ? 'active' : 'inactive'}
      className={props.className}
    >
      {mounted && props.children}
    </div>
  );
}
