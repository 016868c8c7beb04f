"""What the layout tests measure in the page, as JavaScript run by Playwright.

- horizontal overflow: the document is no wider than the viewport;
- clipped text: an element showing text of its own is not narrower than that text (its
  scrollWidth), and an SVG text stays inside its drawing (Balloon Cup's 10-13 in Arabic);
- in view: a box lies inside the viewport without scrolling;
- touch targets: the box of a control is at least 44 px each way;
- seat labels: a seat's name, marks and clock each stand apart (no two boxes meet, the words
  of one are not run into the next's) and inside the seat, and a name cut short is cut on
  purpose (an ellipsis, the whole name as its title);
- cover: a dialog's backdrop covers the whole document, not only the first screen;
- overlaps: which boxes of a selector an element lies over (its own inside it aside).

A name cut with an ellipsis (and whole in its title) is not clipped text, nor is text hidden for
all but screen readers (``.sr``, or clipped to nothing where the CSS hides it so).
"""

from __future__ import annotations

OVERFLOW = "() => document.documentElement.scrollWidth - window.innerWidth"

CLIPPED = """
() => {
  const out = [];
  const describe = (el) => {
    const id = el.getAttribute('data-testid') || el.getAttribute('data-move')
      || el.className?.baseVal || el.className || '';
    return `${el.tagName.toLowerCase()}.${String(id).trim().replace(/\\s+/g, '.')}`;
  };
  for (const el of document.querySelectorAll('main *')) {
    if (el instanceof SVGElement) continue;
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own) continue;
    const style = getComputedStyle(el);
    if (['inline', 'contents', 'none'].includes(style.display)) continue;
    if (style.visibility === 'hidden') continue;
    if (el.closest('.sr, details:not([open]) > :not(summary)')) continue;
    if (style.position === 'absolute' && style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
    if (['OPTION', 'SELECT', 'TEXTAREA'].includes(el.tagName)) continue;
    if (style.textOverflow === 'ellipsis' && el.title === el.textContent) continue;
    if (el.scrollWidth > el.clientWidth + 1) {
      const text = el.textContent.trim().slice(0, 40);
      out.push(`${describe(el)} "${text}": ${el.scrollWidth} > ${el.clientWidth}`);
    }
  }
  for (const text of document.querySelectorAll('main svg text')) {
    if (!text.textContent.trim()) continue;
    const svg = text.ownerSVGElement.getBoundingClientRect();
    const box = text.getBoundingClientRect();
    if (box.width === 0) continue;
    if (box.left < svg.left - 1 || box.right > svg.right + 1) {
      const where = `${Math.round(box.left)}..${Math.round(box.right)}`;
      const inside = `${Math.round(svg.left)}..${Math.round(svg.right)}`;
      out.push(`svg text "${text.textContent.trim()}" in ${describe(text.ownerSVGElement)}: `
        + `${where} outside ${inside}`);
    }
  }
  return out;
}
"""

#: the boxes of the elements a selector names, in viewport coordinates
BOXES = """
(selector) => [...document.querySelectorAll(selector)]
  .filter((el) => el.getClientRects().length)
  .map((el) => { const r = el.getBoundingClientRect();
                 return {left: r.left, top: r.top, right: r.right, bottom: r.bottom,
                         width: r.width, height: r.height,
                         name: el.getAttribute('aria-label')
                               || el.textContent.trim().slice(0, 30)}; })
"""


def outside_viewport(boxes: list[dict], width: int, height: int) -> list[str]:
    """The boxes that do not lie wholly inside a ``width`` × ``height`` viewport."""
    return [
        f"{b['name']!r} at {b['left']:.0f},{b['top']:.0f}-{b['right']:.0f},{b['bottom']:.0f}"
        for b in boxes
        if b["left"] < -1 or b["top"] < -1 or b["right"] > width + 1 or b["bottom"] > height + 1
    ]


def too_small(boxes: list[dict], least: int = 44) -> list[str]:
    return [f"{b['name']!r}: {round(b['width'])}×{round(b['height'])}" for b in boxes
            if b["width"] < least - 0.5 or b["height"] < least - 0.5]

#: the parts of a seat's label (web/src/seatlabel.jsx, clock.jsx)
SEAT_PARTS = ".seat-name, .seat-mark, .clock, .held"

#: what is wrong with the labels of the seats a selector names (those shown): parts whose boxes
#: meet, a part outside its seat or the window, words of two parts run together in the seat's
#: text (as "P3bank 1:00"), a part's own text cut, a name cut without an ellipsis or to less
#: than three letters' room
SEAT_LABELS = """
(selector) => {
  const out = [];
  const parts = "SEAT_PARTS";
  const shown = (el) => [...el.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
  const meet = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5
    && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const words = (el) => el.innerText.trim();
  for (const seat of document.querySelectorAll(selector)) {
    if (!shown(seat).length) continue;
    const where = `seat ${seat.dataset.seat}`;
    const box = seat.getBoundingClientRect();
    const found = [...seat.querySelectorAll(parts)].filter((el) => shown(el).length);
    if (!found.some((el) => el.matches('.seat-name'))) out.push(`${where}: no name`);
    for (let i = 0; i < found.length; i++) {
      for (let j = i + 1; j < found.length; j++) {
        if (shown(found[i]).some((a) => shown(found[j]).some((b) => meet(a, b)))) {
          out.push(`${where}: "${words(found[i])}" and "${words(found[j])}" overlap`);
        }
      }
    }
    for (const el of found) {
      for (const r of shown(el)) {
        if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1
            || r.bottom > box.bottom + 1) {
          out.push(`${where}: "${words(el)}" sticks out of its seat`);
        }
        if (r.left < -1 || r.right > window.innerWidth + 1) {
          out.push(`${where}: "${words(el)}" is off the screen`);
        }
      }
      const style = getComputedStyle(el);
      if (style.display !== 'inline' && el.scrollWidth > el.clientWidth + 1) {
        const named = el.matches('.seat-name') && style.textOverflow === 'ellipsis'
          && el.title === el.textContent;
        const sizes = `${el.scrollWidth} > ${el.clientWidth}`;
        if (!named) out.push(`${where}: "${words(el)}" is cut (${sizes})`);
        const room = 3 * parseFloat(style.fontSize);
        if (named && el.clientWidth < Math.min(room, el.scrollWidth)) {
          out.push(`${where}: the name "${words(el)}" has ${el.clientWidth} px`);
        }
      }
    }
    const text = seat.innerText;
    let end = null;
    for (const el of found) {
      const part = words(el);
      const at = text.indexOf(part, end ?? 0);
      if (at < 0) {
        out.push(`${where}: "${part}" is not in the seat's text "${text}"`);
        continue;
      }
      if (end !== null && !/\\s/.test(text.slice(end, at))) {
        out.push(`${where}: words run together: "${text.slice(Math.max(0, end - 12), at + 12)}"`);
      }
      end = at + part.length;
    }
  }
  return out;
}
""".replace("SEAT_PARTS", SEAT_PARTS)

#: where a dialog's backdrop lies, in document coordinates, beside the document's size
COVER = """
(selector) => {
  const r = document.querySelector(selector).getBoundingClientRect();
  const root = document.documentElement;
  return {top: r.top + window.scrollY, left: r.left + window.scrollX, width: r.width,
          height: r.height, pageWidth: Math.max(root.scrollWidth, document.body.scrollWidth),
          pageHeight: Math.max(root.scrollHeight, document.body.scrollHeight),
          window: window.innerHeight};
}
"""


#: the boxes matching ``selector`` that element ``el`` meets (by more than half a pixel), its own
#: descendants aside, each as its class and the start of its text: ``locator.evaluate(OVERLAPS,
#: selector)``, [] where it covers none
OVERLAPS = """(el, selector) => {
  const b = el.getBoundingClientRect();
  const meets = (e) => { const r = e.getBoundingClientRect();
    return r.width > 0 && !(r.left >= b.right - 0.5 || r.right <= b.left + 0.5
      || r.top >= b.bottom - 0.5 || r.bottom <= b.top + 0.5); };
  return [...document.querySelectorAll(selector)].filter((e) => !el.contains(e) && meets(e))
    .map((e) => e.className + ' ' + (e.textContent || '').slice(0, 20));
}"""
