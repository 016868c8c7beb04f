"""What the layout tests measure in the page, as JavaScript run by Playwright.

- horizontal overflow: the document is no wider than the viewport;
- clipped text: an element showing text of its own is not narrower than that text (its
  scrollWidth), and an SVG text stays inside its drawing (Balloon Cup's 10-13 in Arabic);
- in view: a box lies inside the viewport without scrolling;
- touch targets: the box of a control is at least 44 px each way.
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
    if (['OPTION', 'SELECT', 'TEXTAREA'].includes(el.tagName)) continue;
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
