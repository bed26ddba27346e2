// Update a region of the page to new HTML by changing only what differs (issue 16: instant clicks).
//
// The shell renders each region as an HTML string. Replacing a region's innerHTML wholesale makes
// the browser rebuild, restyle and lay out every node of a board of thousands of elements on each
// click; patching the live tree keeps the unchanged nodes (and their layout, focus and scroll) and
// touches only the attributes, texts and children that changed. Children are matched by their
// `data-key`, `data-ref` or `id` where they have one (so an inserted item does not shift its
// siblings), else by position and tag, looking a few siblings ahead so that a node that vanished
// costs its removal, not the rebuild of every sibling after it. An element whose `data-hash` (the
// hash of its markup, ui/render/html.py `hashed`) is the live one's is skipped without a walk.
//
// The result is the same tree as `innerHTML = html` would give, except for state that lives only
// in the DOM: the focused element, scroll positions, text typed in a field (kept while the field's
// `value` attribute is unchanged), a `<details>` the player opened or closed (kept while the
// markup's `open` is unchanged: a computer's move redraws the page while the game menu is open),
// and `data-highlight` / `data-armed` marks the page sets itself.

const KEEP = new Set(["data-highlight", "data-armed"]);

// What the calls so far changed (read by bench/page_feel.py): attributes set or removed, texts
// changed, elements created (with their descendants), moved and removed, subtrees skipped because
// their `data-hash` was the same; and the milliseconds spent parsing the new HTML and patching.
export const stats = { attributes: 0, texts: 0, created: 0, moved: 0, removed: 0, skipped: 0, parseMs: 0, patchMs: 0 };

function keyOf(node) {
  if (node.nodeType !== 1) return null;
  return node.getAttribute("data-key") || node.getAttribute("data-ref") || node.id || null;
}

function same(a, b) {
  return a.nodeType === b.nodeType && a.nodeName === b.nodeName && keyOf(a) === keyOf(b);
}

function syncAttributes(live, next) {
  const wanted = next.attributes;
  if (live.attributes.length === wanted.length) {  // the usual case, nothing changed: no allocation
    let i = 0;
    while (i < wanted.length && live.getAttribute(wanted[i].name) === wanted[i].value) i++;
    if (i === wanted.length) {
      if (live.checked === true && live.type !== "radio" && !next.hasAttribute("checked")) live.checked = false;
      return;
    }
  }
  for (const { name } of [...live.attributes]) {
    if (!next.hasAttribute(name) && !KEEP.has(name)) {
      live.removeAttribute(name);
      stats.attributes++;
    }
  }
  for (const { name, value } of next.attributes) {
    if (live.getAttribute(name) !== value) {
      live.setAttribute(name, value);
      stats.attributes++;
      // A field's shown value follows its attribute only until the user types: set it too.
      if (name === "value" && "value" in live) live.value = value;
      if (name === "checked" && "checked" in live) live.checked = true;
    }
  }
  if ("checked" in live && live.checked && !next.hasAttribute("checked") && live.type !== "radio") {
    live.checked = false;
  }
}

// The markup's `open` when a <details> was last drawn by `morph` (an expando on the live element).
const DRAWN_OPEN = Symbol("drawnOpen");

// Record what the markup says of every <details> in a subtree (an element or the parsed
// template's fragment) about to be inserted.
function noteDrawn(node) {
  if (node.nodeName === "DETAILS") node[DRAWN_OPEN] = node.hasAttribute("open");
  if (node.querySelectorAll) for (const d of node.querySelectorAll("details")) d[DRAWN_OPEN] = d.hasAttribute("open");
}

// A <details> keeps the state the player left it in while the markup's `open` is what it was:
// the new markup is made to say so. A changed `open` (the renderer means another state) applies.
function keepOpen(live, next) {
  const wanted = next.hasAttribute("open");
  const drawn = live[DRAWN_OPEN];
  live[DRAWN_OPEN] = wanted;
  if (drawn !== wanted || live.open === wanted) return;
  if (live.open) next.setAttribute("open", "");
  else next.removeAttribute("open");
}

function patch(live, next) {
  if (live.nodeType !== 1) {
    if (live.nodeValue !== next.nodeValue) {
      live.nodeValue = next.nodeValue;
      stats.texts++;
    }
    return;
  }
  const hash = next.getAttribute("data-hash");
  if (hash !== null && live.getAttribute("data-hash") === hash) {
    stats.skipped++;
    return; // the same markup as last time (ui/render/html.py `hashed`): nothing inside to change
  }
  if (live.nodeName === "DETAILS") keepOpen(live, next);
  syncAttributes(live, next);
  patchChildren(live, next);
}

// How far a mismatch looks ahead among the siblings for the node it matches.
const LOOKAHEAD = 8;

function similar(a, b) {
  return same(a, b) && (a.nodeType !== 1 || a.getAttribute("class") === b.getAttribute("class"));
}

// Whether the unkeyed live child `live` comes back just after the new child `next` (then `next`
// is new, inserted before it).
function comesBack(live, next) {
  let i = 0;
  for (let n = next.nextSibling; n && i < LOOKAHEAD; n = n.nextSibling, i++) if (similar(live, n)) return true;
  return false;
}

// The live sibling just ahead of `live` (with only unkeyed ones before it) that matches `next`, or null.
function matchAhead(live, next) {
  let i = 0;
  for (let c = live.nextSibling; c && i < LOOKAHEAD; c = c.nextSibling, i++) {
    if (keyOf(c) !== null) return null;
    if (similar(c, next)) return c;
  }
  return null;
}

function patchChildren(liveParent, nextParent) {
  let live = liveParent.firstChild;
  let next = nextParent.firstChild;
  let keyed = null; // key -> live child, built on the first keyed mismatch
  while (next) {
    const following = next.nextSibling;
    // An unkeyed live child unlike `next` (another tag, or the same tag with another class: a toolbar
    // that comes and goes before the board's area): if it comes back just after `next`, `next` is new;
    // if a live sibling just ahead matches `next`, the ones before it are gone (one removal each, not
    // the rebuild of every sibling after them); only otherwise is a same-tag node rebuilt into `next`.
    let fresh = false;
    if (live && keyOf(live) === null && keyOf(next) === null && !similar(live, next)) {
      fresh = comesBack(live, next);
      const found = fresh ? null : matchAhead(live, next);
      while (found && live !== found) {
        const after = live.nextSibling;
        drop(liveParent, live);
        live = after;
      }
    }
    if (live && !fresh && same(live, next)) {
      if (keyed !== null) keyed.delete(keyOf(live));
      patch(live, next);
      live = live.nextSibling;
    } else {
      const key = keyOf(next);
      if (key !== null && keyed === null) {
        keyed = new Map();
        for (let c = live; c; c = c.nextSibling) {
          const k = keyOf(c);
          if (k !== null && !keyed.has(k)) keyed.set(k, c);
        }
      }
      const match = key !== null ? keyed.get(key) : undefined;
      if (match && same(match, next)) {
        keyed.delete(key);
        liveParent.insertBefore(match, live); // moved up to its new place
        stats.moved++;
        patch(match, next);
      } else {
        stats.created += next.nodeType === 1 ? 1 + next.getElementsByTagName("*").length : 0;
        noteDrawn(next);
        liveParent.insertBefore(next, live); // new (taken from the parsed template)
      }
    }
    next = following;
  }
  while (live) {
    const after = live.nextSibling;
    drop(liveParent, live);
    live = after;
  }
}

// Removing the focused element makes the browser bring every pending style up to date at once
// (to move the focus), in the middle of the patch: the subtree holding it is removed last, so
// that happens once, with everything else already in place.
let focused = null;
let held = [];

function drop(parent, node) {
  stats.removed += node.nodeType === 1 ? 1 + node.getElementsByTagName("*").length : 0;
  if (focused !== null && node.contains(focused)) held.push(node);
  else parent.removeChild(node);
}

export function morph(target, html) {
  const start = performance.now();
  const template = document.createElement("template");
  template.innerHTML = html;
  const parsed = performance.now();
  stats.parseMs += parsed - start;
  try {
    patchTree(target, template);
  } finally {
    stats.patchMs += performance.now() - parsed;
  }
}

function patchTree(target, template) {
  if (!target.firstChild) {
    stats.created += template.content.querySelectorAll("*").length;
    noteDrawn(template.content);
    target.append(template.content);
    return;
  }
  focused = document.activeElement;
  held = [];
  patchChildren(target, template.content);
  for (const node of held) node.remove();
  focused = null;
  held = [];
}

globalThis.tabletopMorph = morph;
globalThis.tabletopMorphStats = stats;
