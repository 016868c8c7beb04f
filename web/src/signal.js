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

/** The signal's value, and a re-render whenever it changes. The subscription is made after
 * the render (an effect): a change that comes in between is caught by comparing the value
 * then with the one rendered. Without that a page could keep, for good, the value of its
 * first render: a Friends page stuck on "…" or on "for accounts" for a signed-in person, once
 * in a few whole-suite runs on a busy machine. */
export function useSignal(sig) {
  const [, bump] = useState(0);
  const rendered = sig.value;
  useEffect(() => {
    const unsubscribe = sig.subscribe(() => bump((n) => n + 1));
    if (sig.value !== rendered) bump((n) => n + 1);
    return unsubscribe;
  }, [sig]);
  return rendered;
}
