// For pages that embed Tabletop (docs/embed.md): include once with
//   <script src="https://YOUR-TABLETOP/assets/js/embed-host.js" defer></script>
// and every <iframe data-tabletop> on the page takes the height its content reports
// ({type: "resize", height} messages), so a position is never cut off or followed by a blank.
// It reads messages only from those frames and sends nothing.
(function sizeTabletopFrames() {
  "use strict";
  addEventListener("message", (event) => {
    const data = event.data;
    if (!data || data.type !== "resize" || !Number.isFinite(data.height)) return;
    for (const frame of document.querySelectorAll("iframe[data-tabletop]")) {
      if (frame.contentWindow === event.source) {
        frame.style.height = `${Math.min(Math.max(Math.ceil(data.height), 80), 10000)}px`;
      }
    }
  });
})();
