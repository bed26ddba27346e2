// Update a region of the page to new HTML by changing only what differs (issue 16: instant clicks).
//
// The shell renders each region as an HTML string. Replacing a region's innerHTML wholesale makes
// the browser rebuild, restyle and lay out every node of a board of thousands of elements on each
// click; patching the live tree keeps the unchanged nodes (and their layout, focus and scroll) and
// touches only the attributes, texts and children that changed. Children are matched by their
// `data-key`, `data-ref` or `id` where they have one (so an inserted item does not shift its
// siblings), else by position and tag.
//
// The result is the same tree as `innerHTML = html` would give, except for state that lives only
// in the DOM: the focused element, scroll positions, text typed in a field (kept while the field's
// `value` attribute is unchanged), and `data-highlight` / `data-armed` marks the page sets itself.

const KEEP = new Set(["data-highlight", "data-armed"]);

function keyOf(node) {
  if (node.nodeType !== 1) return null;
  return node.getAttribute("data-key") || node.getAttribute("data-ref") || node.id || null;
}

function same(a, b) {
  return a.nodeType === b.nodeType && a.nodeName === b.nodeName && keyOf(a) === keyOf(b);
}

function syncAttributes(live, next) {
  for (const { name } of [...live.attributes]) {
    if (!next.hasAttribute(name) && !KEEP.has(name)) live.removeAttribute(name);
  }
  for (const { name, value } of next.attributes) {
    if (live.getAttribute(name) !== value) {
      live.setAttribute(name, value);
      // A field's shown value follows its attribute only until the user types: set it too.
      if (name === "value" && "value" in live) live.value = value;
      if (name === "checked" && "checked" in live) live.checked = true;
    }
  }
  if ("checked" in live && live.checked && !next.hasAttribute("checked") && live.type !== "radio") {
    live.checked = false;
  }
}

function patch(live, next) {
  if (live.nodeType !== 1) {
    if (live.nodeValue !== next.nodeValue) live.nodeValue = next.nodeValue;
    return;
  }
  syncAttributes(live, next);
  patchChildren(live, next);
}

function patchChildren(liveParent, nextParent) {
  let live = liveParent.firstChild;
  let next = nextParent.firstChild;
  let keyed = null; // key -> live child, built on the first keyed mismatch
  while (next) {
    const following = next.nextSibling;
    if (live && same(live, next)) {
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
        patch(match, next);
      } else {
        liveParent.insertBefore(next, live); // new (taken from the parsed template)
      }
    }
    next = following;
  }
  while (live) {
    const after = live.nextSibling;
    liveParent.removeChild(live);
    live = after;
  }
}

export function morph(target, html) {
  const template = document.createElement("template");
  template.innerHTML = html;
  if (!target.firstChild) {
    target.append(template.content);
    return;
  }
  patchChildren(target, template.content);
}

globalThis.tabletopMorph = morph;
