// A hand you arrange (issue 31): sort orders, dragging cards into your own order (touch and
// mouse, by pointer events), a card raised by the first tap and played by the second (a
// setting, on by default where the pointer is a finger), and why a card cannot be played,
// worked out from the legal moves the server sent (the page does not apply the rules itself).
// Used by the Baloot board; the functions take card codes like "AS" (rank, suit).
import { useEffect, useRef, useState } from "preact/hooks";
import { SUIT } from "./describe/baloot.js";
import { t } from "./i18n.js";

/** Sort orders, in the order the menu offers them. */
export const SORTS = ["suit", "trumps", "rank", "own"];
// suits so that colours alternate: ♠ ♥ ♣ ♦ (black, red, black, red)
const SUIT_ORDER = ["S", "H", "C", "D"];
const RED = new Set(["H", "D"]);
// within a suit, highest first: plain A 10 K Q J 9 8 7, trumps J 9 A 10 K Q 8 7
const PLAIN = "ATKQJ987";
const TRUMPS = "J9ATKQ87";
const strength = (card, trump) => (card[1] === trump ? TRUMPS : PLAIN).indexOf(card[0]);

/** The suits of ``cards`` in an order whose colours alternate as far as they can (♠ ♥ ♣ ♦, and
 * with a suit missing, the rest still red and black in turn), ``first`` (the trump) first. */
export function suitOrder(cards, first = null) {
  const present = SUIT_ORDER.filter((s) => cards.some((c) => c[1] === s));
  const rest = present.filter((s) => s !== first);
  const out = first && present.includes(first) ? [first] : [];
  while (rest.length) {
    const last = out[out.length - 1];
    const i = last ? rest.findIndex((s) => RED.has(s) !== RED.has(last)) : 0;
    out.push(...rest.splice(i < 0 ? 0 : i, 1));
  }
  return out;
}

/** ``cards`` in a sort order: "suit" (suits alternating in colour, each high to low),
 * "trumps" (as "suit", the trump suit first: Hokum), "rank" (high to low whatever the suit),
 * "own" (``own``, the order the player dragged them into; cards not in it at the end). */
export function sortCards(cards, order, { trump = null, own = [] } = {}) {
  if (order === "own") {
    const kept = own.filter((c) => cards.includes(c));
    const added = sortCards(cards.filter((c) => !kept.includes(c)), "suit", { trump });
    return [...kept, ...added];
  }
  if (order === "rank") {
    return [...cards].sort((a, b) => strength(a, trump) - strength(b, trump) || SUIT_ORDER.indexOf(a[1]) - SUIT_ORDER.indexOf(b[1]));
  }
  const suits = suitOrder(cards, order === "trumps" ? trump : null);
  return [...cards].sort((a, b) => suits.indexOf(a[1]) - suits.indexOf(b[1]) || strength(a, trump) - strength(b, trump));
}

/** ``list`` with the item at ``from`` moved to ``to``. */
export function moveItem(list, from, to) {
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item);
  return out;
}

/** Why ``card`` may not be played now, in words, from the legal moves: null when it may. */
export function whyNot(card, legal, { led = null, trump = null } = {}) {
  const cards = legal.filter((m) => /^[789TJQKA][SHDC]$/.test(m.slice(0, 2))).map((m) => m.slice(0, 2));
  if (cards.includes(card)) return null;
  if (!legal.length) return t("h_notYourTurn");
  if (!cards.length) return t("h_notNow");
  const suits = new Set(cards.map((c) => c[1]));
  const suit = (s) => `${SUIT[s]} ${t(`suit_${s}`)}`;
  if (led && suits.size === 1 && suits.has(led)) {
    if (card[1] === led) return t("h_higher", { suit: suit(led) });
    return t("h_follow", { suit: suit(led) });
  }
  if (trump && suits.size === 1 && suits.has(trump)) {
    if (card[1] === trump) return t("h_higherTrump", { suit: suit(trump) });
    return t("h_trump", { suit: suit(trump) });
  }
  return t("h_other");
}

const KEYS = { sort: "gt-hand-sort", raise: "gt-raise-confirm" };

function load(key, fallback) {
  try {
    const value = localStorage.getItem(key);
    return value === null ? fallback : JSON.parse(value);
  } catch {
    return fallback;
  }
}

function save(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* private mode: the setting lasts this page */
  }
}

/** Raise-then-confirm by default where the pointer is a finger (a phone), off with a mouse. */
export const coarsePointer = () => typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches;

/** The settings of the hand, remembered per browser: [sort, setSort, raise, setRaise]. */
export function useHandSettings() {
  const [sort, setSortState] = useState(() => (SORTS.includes(load(KEYS.sort, "suit")) ? load(KEYS.sort, "suit") : "suit"));
  const [raise, setRaiseState] = useState(() => Boolean(load(KEYS.raise, coarsePointer())));
  const setSort = (value) => {
    setSortState(value);
    save(KEYS.sort, value);
  };
  const setRaise = (value) => {
    setRaiseState(value);
    save(KEYS.raise, value);
  };
  return { sort, setSort, raise, setRaise };
}

/** Dragging cards into an order with pointer events (mouse, touch and pen alike), on the
 * element ``ref`` whose children with ``data-card`` are the cards. ``onOrder(cards)`` is
 * called with the new order once a card is dropped; a press that did not travel is a tap
 * (left to the card's click). Returns whether a drag just ended, so that its click is not a
 * play. */
export function useDragOrder(ref, cards, onOrder) {
  const state = useRef({ drag: null, justDragged: false });
  const latest = useRef({ cards, onOrder });
  latest.current = { cards, onOrder };
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    // where a dropped card goes: after every other card whose middle is left of the pointer
    // (the hand is laid out left to right in every language)
    const placeAt = (x, dragged) =>
      [...el.querySelectorAll("[data-card]")].filter((c) => {
        if (c.dataset.card === dragged) return false;
        const b = c.getBoundingClientRect();
        return b.left + b.width / 2 < x;
      }).length;
    const down = (e) => {
      const card = e.target.closest?.("[data-card]");
      if (!card || !el.contains(card) || e.button > 0) return;
      state.current.drag = { card: card.dataset.card, x: e.clientX, y: e.clientY, moving: false, el: card, id: e.pointerId };
    };
    const move = (e) => {
      const drag = state.current.drag;
      if (!drag || drag.id !== e.pointerId) return;
      if (!drag.moving && Math.abs(e.clientX - drag.x) > 10 && Math.abs(e.clientX - drag.x) > Math.abs(e.clientY - drag.y)) {
        drag.moving = true;
        drag.el.classList.add("dragging");
        try {
          el.setPointerCapture(e.pointerId);
        } catch {
          /* a synthetic pointer cannot be captured */
        }
      }
      if (drag.moving) e.preventDefault();
    };
    const up = (e) => {
      const drag = state.current.drag;
      state.current.drag = null;
      if (!drag || drag.id !== e.pointerId) return;
      drag.el.classList.remove("dragging");
      if (!drag.moving) return;
      state.current.justDragged = true;
      setTimeout(() => {
        state.current.justDragged = false;
      }, 0);
      const { cards: now, onOrder: done } = latest.current;
      const from = now.indexOf(drag.card);
      const to = placeAt(e.clientX, drag.card);
      if (from >= 0 && to !== from) done(moveItem(now, from, to));
    };
    const cancel = () => {
      state.current.drag?.el.classList.remove("dragging");
      state.current.drag = null;
    };
    el.addEventListener("pointerdown", down);
    el.addEventListener("pointermove", move);
    el.addEventListener("pointerup", up);
    el.addEventListener("pointercancel", cancel);
    return () => {
      el.removeEventListener("pointerdown", down);
      el.removeEventListener("pointermove", move);
      el.removeEventListener("pointerup", up);
      el.removeEventListener("pointercancel", cancel);
    };
  }, [ref.current]);
  return () => state.current.justDragged;
}
