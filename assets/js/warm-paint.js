// Warm reload (issue 16): the last screen of this tab, painted at once from sessionStorage while
// Python starts (1-2 s), inert and visibly loading, instead of a blank page. ui/app.py stores the
// regions it drew (`tabletop:paint`) and, when it draws for real, patches them and clears the marks.
// Only for the same address (a game's #play address reloads the same game); never in an embed.
// A classic script at the end of <body>: it runs before the module scripts and the runtime's
// start-up task, so the first paint already shows the game.
(function warmPaint() {
  "use strict";
  let stored;
  try {
    stored = JSON.parse(sessionStorage.getItem("tabletop:paint") || "null");
  } catch {
    return; // storage blocked or damaged: the page starts as usual
  }
  if (!stored || stored.v !== 1 || stored.url !== location.pathname + location.search + location.hash) return;
  const app = document.getElementById("app");
  if (!app || typeof stored.regions !== "object") return;
  for (const [name, html] of Object.entries(stored.regions)) {
    const region = document.getElementById(`app-${name}`);
    if (region && typeof html === "string") region.innerHTML = html; // our own escaped output
  }
  if (typeof stored.lang === "string") document.documentElement.lang = stored.lang;
  document.documentElement.dataset.snapshot = "true";
  app.inert = true;
  performance.mark("tabletop-warm-paint");
})();
