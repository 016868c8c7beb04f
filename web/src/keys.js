/**
 * Keyboard play for anything clickable that is not a <button>: Enter or Space does what a click
 * does. `onActivateKey(action)` is the `onKeyDown` handler, or undefined when there is no action.
 */
export function onActivateKey(action) {
  if (!action) return undefined;
  return (e) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      action();
    }
  };
}
