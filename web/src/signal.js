// A tiny observable value and the hook that re-renders a component when it changes.
import { useEffect, useState } from "preact/hooks";

export function signal(initial) {
  let value = initial;
  const subs = new Set();
  return {
    get value() {
      return value;
    },
    set value(next) {
      value = next;
      for (const fn of subs) fn(next);
    },
    subscribe(fn) {
      subs.add(fn);
      return () => subs.delete(fn);
    },
  };
}

export function useSignal(sig) {
  const [, bump] = useState(0);
  useEffect(() => sig.subscribe(() => bump((n) => n + 1)), [sig]);
  return sig.value;
}
