// The example rules page's script (docs/embed-example.html): point each frame at the app, size
// it from its resize messages, and step the third one with goto messages.
// ?app=URL names where Tabletop is served (default: the site this page is on, one level up).
const APP = new URL(new URLSearchParams(location.search).get("app") || "../", location.href);
const frames = [...document.querySelectorAll("iframe[data-src]")];
for (const frame of frames) frame.src = new URL(frame.dataset.src, APP).href;

const steps = document.getElementById("steps");
let at = 0;
let total = 0;

addEventListener("message", (event) => {
  if (event.origin !== APP.origin) return; // only the app's frames speak here
  const frame = frames.find((f) => f.contentWindow === event.source);
  const data = event.data;
  if (!frame || !data || typeof data !== "object") return;
  // (resize messages: assets/js/embed-host.js sizes every iframe[data-tabletop])
  if (data.type === "state" && frame === steps) {
    at = data.actionCount;
    total = data.totalActions ?? total;
    document.getElementById("steps-at").textContent = `Step ${at} of ${total}`;
  }
});

function go(delta) {
  const next = Math.max(0, Math.min(total, at + delta));
  steps.contentWindow.postMessage({ type: "goto", actionCount: next }, APP.origin);
}
document.getElementById("steps-back").addEventListener("click", () => go(-1));
document.getElementById("steps-next").addEventListener("click", () => go(1));
