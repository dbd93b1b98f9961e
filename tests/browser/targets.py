"""The targets a finger can hit, measured on the page: the controls of a part of the page that
are smaller than FINGER CSS pixels either way, unless spaced as WCAG 2.5.8 allows (a circle
of FINGER pixels across, centred on the small target, touches no other target and no other
small target's circle). A checkbox's or radio's target is its box with its label (a click on
either ticks it); a canvas is left out (its places are measured from its hook)."""

from __future__ import annotations

FINGER = 24  # CSS pixels: the smallest target WCAG 2.5.8 (AA) allows

SMALL_TARGETS_JS = """([root, finger]) => {
    const kinds = 'button, a[href], input:not([type=hidden]), select, textarea, summary, '
        + '[role=button], [tabindex]:not([tabindex="-1"]):not(canvas)';
    const shown = el => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const boxOf = el => {
        let r = el.getBoundingClientRect();
        let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
        for (const label of el.labels || []) {
            const l = label.getBoundingClientRect();
            [left, top] = [Math.min(left, l.left), Math.min(top, l.top)];
            [right, bottom] = [Math.max(right, l.right), Math.max(bottom, l.bottom)];
        }
        return {left, top, right, bottom, w: right - left, h: bottom - top,
                x: (left + right) / 2, y: (top + bottom) / 2};
    };
    const targets = [...document.querySelectorAll(root)].flatMap(r => [...r.querySelectorAll(kinds)])
        .filter(shown).map(el => ({el, box: boxOf(el)}));
    const small = targets.filter(t => t.box.w < finger - 0.01 || t.box.h < finger - 0.01);
    const apart = (a, b) => {
        const dx = Math.max(b.box.left - a.box.x, 0, a.box.x - b.box.right);
        const dy = Math.max(b.box.top - a.box.y, 0, a.box.y - b.box.bottom);
        if (Math.hypot(dx, dy) < finger / 2) return false;
        return !small.includes(b) || Math.hypot(a.box.x - b.box.x, a.box.y - b.box.y) >= finger;
    };
    return small.filter(a => !targets.every(b => b === a || b.el.contains(a.el) || a.el.contains(b.el)
                                                 || apart(a, b)))
        .map(t => `${t.el.tagName.toLowerCase()}#${t.el.id || ''} "${(t.el.getAttribute('aria-label')
            || t.el.textContent || '').trim().slice(0, 30)}" ${t.box.w.toFixed(1)}x${t.box.h.toFixed(1)}`);
}"""


def small_targets(page, root: str) -> list[str]:
    """The controls shown inside `root` (a CSS selector) too small for a finger and not spaced
    enough to make up for it, one line each (tag, id, name, size)."""
    return page.evaluate(SMALL_TARGETS_JS, [root, FINGER])
