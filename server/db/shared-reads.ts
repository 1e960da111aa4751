/**
 * Reads under way, shared: whoever asks for the same key while a read is under way gets that
 * read's answer. Once answered it is forgotten, so the next ask reads again: nothing is kept, and
 * nothing can go stale beyond the one read.
 */
export interface SharedReads<Key, Value> {
  read(key: Key, start: () => Promise<Value>): Promise<Value>;
  /** After a change: the next ask reads again rather than join a read begun before it. */
  forget(key: Key): void;
}

export function sharedReads<Key, Value>(): SharedReads<Key, Value> {
  const underWay = new Map<Key, Promise<Value>>();
  return {
    read(key: Key, start: () => Promise<Value>): Promise<Value> {
      const reading = underWay.get(key);
      if (reading) return reading;
      const started = start().finally(() => {
        if (underWay.get(key) === started) underWay.delete(key);
      });
      underWay.set(key, started);
      return started;
    },
    forget(key: Key) {
      underWay.delete(key);
    },
  };
}
