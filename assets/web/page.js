// The web companion's page: the live update (the latest move is shown again when the game moves;
// an older one says the game moved on), the slider, and the arrow keys. The page reads without it.
(function () {
  "use strict";
  const body = document.body;
  const lang = body.dataset.lang;
  const step = Number(body.dataset.step);
  const total = Number(body.dataset.total);
  const go = (to) => { window.location.search = "?step=" + to + "&lang=" + lang; };
  const scrub = document.getElementById("scrub");
  if (scrub) {
    scrub.addEventListener("change", () => go(scrub.value));
  }
  document.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement) { return; }
    if (e.key === "ArrowLeft" && step > 0) { go(step - 1); }
    if (e.key === "ArrowRight" && step < total) { go(step + 1); }
  });
  if (window.EventSource) {
    const events = new EventSource("events");
    events.addEventListener("moved", () => {
      if (body.dataset.latest === "true") {
        window.location.replace("?lang=" + lang);
      } else {
        document.getElementById("fresh").hidden = false;
      }
    });
    // A page left closes its stream: a browser opens few connections to one server, and a
    // page kept for the back button must not hold one.
    window.addEventListener("pagehide", () => events.close());
  }
})();
