// The web companion's page. It reads without this script; the script adds:
// - the words over the board's map on a narrow screen fitted to its width (at least 12 px);
// - stepping through the replay in place (links, the slider, the arrow keys): only the step's
//   part of the page and its board are fetched, the page keeps its place and its history;
// - choosing from a personal page without leaving it;
// - the live update: the latest step is shown again when the game moves (at most every two
//   seconds however fast it moves), an older one says the game moved on. The stream is open
//   only while the page is seen (a browser opens few connections to one server), and ends with
//   the game or its link;
// - on a personal page, when the reader asks for it, a browser notification when their turn
//   comes while the page is out of sight (such a page keeps its stream open).
(function () {
  "use strict";
  const body = document.body;
  const lang = body.dataset.lang;
  const STEADY = 2000;
  let busy = false;
  let queued = null;
  // A move of the reader's own under way: the live update's news waits for its answer (the
  // stream may tell of the move before the answer comes; shown then, the page would lose the
  // answer's "Done").
  let sending = false;
  // The highest log length the live update told; the page shows news when it is beyond the
  // page's own (data-seq).
  let told = 0;
  // Opens the live update's stream (when the page has one); takes in the news of a log length.
  let listen = () => {};
  let heard = () => {};

  const shown = (id, on) => {
    const element = document.getElementById(id);
    if (element) { element.hidden = !on; }
  };
  const address = (step) =>
    (step === null ? "?lang=" + lang : "?step=" + step + "&lang=" + lang) + "#replay";

  // Puts the page the server made (`html`) in place of this one's main part, keeping where the
  // reader was (the old part taken out would scroll to the top). False if it is no such page.
  function place(html) {
    const next = new DOMParser().parseFromString(html, "text/html");
    const main = next.querySelector("main");
    if (!main) { return false; }
    const x = window.scrollX;
    const y = window.scrollY;
    const opened = document.getElementById("cards-picture");
    const keep = opened !== null && opened.open;
    const waited = yours();
    document.querySelector("main").replaceWith(document.adoptNode(main));
    cards(keep);
    news();
    if (!waited && yours()) { ring(); }
    window.scrollTo(x, y);
    for (const key of ["step", "total", "latest", "seq", "live"]) {
      body.dataset[key] = next.body.dataset[key];
    }
    document.title = next.title;
    wire();
    return true;
  }

  // Shows step `step` (null: the latest) in place, from the page the server makes of it.
  async function show(step, push) {
    if (busy) { queued = { step: step, push: push }; return; }
    busy = true;
    try {
      const url = address(step);
      const answer = await fetch(url.split("#")[0], { credentials: "same-origin" });
      if (answer.status === 429) {
        shown("slow", true);
        const wait = Number(answer.headers.get("Retry-After") || "2");
        setTimeout(() => { shown("slow", false); show(step, push); }, wait * 1000);
        return;
      }
      if (!answer.ok) { window.location.href = url; return; }
      const fresh = document.getElementById("fresh");
      const freshWasShown = fresh && !fresh.hidden;
      if (!place(await answer.text())) { window.location.href = url; return; }
      if (freshWasShown && body.dataset.latest !== "true") { shown("fresh", true); }
      if (push) { history.pushState({ step: body.dataset.step }, "", url); }
    } catch (e) {
      window.location.href = address(step);
    } finally {
      busy = false;
      if (queued) { const q = queued; queued = null; show(q.step, q.push); }
    }
  }

  function go(step) {
    const total = Number(body.dataset.total);
    step = Math.max(0, Math.min(total, step));
    show(step, true);
  }

  // The reader's turn told on this device when it comes while the page is out of sight (asked
  // for with the button, per game, kept in the browser); such a page keeps listening hidden.
  const notifyKey = "notify:" + body.dataset.game;
  const yours = () => document.querySelector("#act button[name=pick]") !== null;
  function notifying() {
    try {
      return "Notification" in window && Notification.permission === "granted"
        && window.localStorage.getItem(notifyKey) === "on";
    } catch (err) { return false; }
  }
  function bell() {
    const button = document.getElementById("notify");
    if (!button) { return; }
    if (!("Notification" in window) || Notification.permission === "denied") { button.hidden = true; return; }
    const on = notifying();
    button.hidden = false;
    button.textContent = on ? button.dataset.off : button.dataset.on;
    button.setAttribute("aria-pressed", on ? "true" : "false");
  }
  function ring() {
    if (!notifying() || (!document.hidden && document.hasFocus())) { return; }
    const button = document.getElementById("notify");
    const asked = document.getElementById("asked");
    const told = new Notification(button ? button.dataset.title : document.title, {
      body: asked ? asked.textContent : "",
      tag: notifyKey,
    });
    told.onclick = () => { window.focus(); told.close(); };
  }
  document.addEventListener("click", async (e) => {
    if (!e.target || e.target.id !== "notify") { return; }
    try {
      if (notifying()) {
        window.localStorage.removeItem(notifyKey);
      } else if (await Notification.requestPermission() === "granted") {
        window.localStorage.setItem(notifyKey, "on");
      }
    } catch (err) { /* private mode: nothing kept */ }
    bell();
    if (notifying()) { listen(); }
  });

  // The words written over the map on a narrow screen: as large as the board draws them, and
  // never under 12 px however wide the map is shown.
  function fit() {
    for (const svg of document.querySelectorAll("svg.words")) {
      const shown = svg.getBoundingClientRect().width;
      if (!shown) { continue; }
      const least = 12 * svg.viewBox.baseVal.width / shown;
      for (const word of svg.querySelectorAll("text")) {
        word.setAttribute("font-size", Math.max(Number(word.dataset.size), least).toFixed(1));
      }
    }
  }
  window.addEventListener("resize", fit);

  // The page's step links and slider, wired again after each step shown.
  function wire() {
    fit();
    bell();
    for (const link of document.querySelectorAll("main a[data-step]")) {
      link.addEventListener("click", (e) => {
        if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) { return; }
        e.preventDefault();
        go(Number(link.dataset.step));
      });
    }
    const scrub = document.getElementById("scrub");
    if (scrub) { scrub.addEventListener("change", () => go(Number(scrub.value))); }
    const latest = document.querySelector("#fresh a");
    if (latest) {
      latest.addEventListener("click", (e) => { e.preventDefault(); shown("fresh", false); show(null, true); });
    }
  }
  wire();

  // A choice made on the page is sent without leaving it: the answer is the page as the game now
  // stands, with what was done (or why nothing was) at its top, which is read out.
  document.addEventListener("submit", async (e) => {
    const form = e.target;
    const button = e.submitter;
    if (!(form instanceof HTMLFormElement) || !form.classList.contains("act") || !button) { return; }
    e.preventDefault();
    // A step or a live update being shown: the tap waits for it, never lost.
    while (busy) { await new Promise((done) => setTimeout(done, 50)); }
    busy = true;
    // Every field of the form (a setting's inputs too), and the button pressed.
    const data = new URLSearchParams(new FormData(form));
    if (button.name) { data.append(button.name, button.value); }
    for (const b of form.querySelectorAll("button")) { b.disabled = true; }
    sending = true;
    try {
      // A button's formAction is the page's own address when it names none.
      const to = button.hasAttribute("formaction") ? button.formAction : form.action;
      const answer = await fetch(to, {
        method: "POST",
        body: data,
        credentials: "same-origin",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      if (!place(await answer.text())) { window.location.reload(); return; }
      const said = document.getElementById("said");
      if (said) { said.tabIndex = -1; said.focus(); }
    } catch (err) {
      window.location.reload();
    } finally {
      busy = false;
      sending = false;
      // What the stream told meanwhile and the answer does not show yet (another seat's move).
      heard(told);
    }
  });

  // What changed since the reader last looked at this game in this browser: the moves after the
  // last they were shown are marked in "Every move" (those arriving while they look, too).
  const seenKey = "seen-moves:" + body.dataset.game;
  let seenAtOpen = null;
  try {
    const stored = window.localStorage.getItem(seenKey);
    if (stored !== null && /^[0-9]+$/.test(stored)) { seenAtOpen = Number(stored); }
  } catch (err) { seenAtOpen = null; }
  function news() {
    const total = Number(body.dataset.total);
    if (seenAtOpen !== null && seenAtOpen < total) {
      for (const li of document.querySelectorAll("#log li")) {
        li.classList.toggle("new", Number(li.value) > seenAtOpen);
      }
      const since = document.getElementById("since");
      if (since) { since.hidden = false; }
    }
    try { window.localStorage.setItem(seenKey, String(total)); } catch (err) { /* private mode */ }
  }
  news();

  // The picture of the player's cards: a tap away on a phone (not loaded until opened), open
  // beside the board on a wider screen.
  function cards(keep) {
    const picture = document.getElementById("cards-picture");
    if (picture && (keep || window.matchMedia("(min-width: 900px)").matches)) { picture.open = true; }
  }
  cards(false);

  // A place tapped on the board: only the choices that name it are shown (their groups opened),
  // until it is tapped again or "Show all choices" is pressed.
  function filter(place, words) {
    const act = document.getElementById("act");
    if (!act) { return; }
    for (const path of document.querySelectorAll(".places path")) {
      path.classList.toggle("picked", path.dataset.place === place);
      path.setAttribute("aria-pressed", path.dataset.place === place ? "true" : "false");
    }
    for (const button of act.querySelectorAll("button[name=pick]")) {
      const names = (button.dataset.places || "").split(" ");
      button.hidden = place !== null && !names.includes(place);
      const card = button.closest(".card-choice");
      if (card) { card.hidden = button.hidden; }
    }
    for (const box of act.querySelectorAll("details:not(.about), fieldset.kind")) {
      const some = box.querySelector("button[name=pick]:not([hidden])") !== null;
      box.hidden = place !== null && !some;
      if (place !== null && some && box.tagName === "DETAILS") { box.open = true; }
    }
    const status = document.getElementById("filter");
    if (status) {
      status.hidden = place === null;
      status.querySelector("span").textContent = place === null ? "" : words;
    }
    if (place !== null) { act.scrollIntoView({ block: "start" }); }
  }
  function tapped(path) {
    filter(path.classList.contains("picked") ? null : path.dataset.place, path.dataset.filter);
  }
  document.addEventListener("click", (e) => {
    const path = e.target.closest ? e.target.closest(".places path") : null;
    if (path) { e.preventDefault(); tapped(path); return; }
    if (e.target.id === "unfilter") { filter(null, ""); }
  });
  document.addEventListener("keydown", (e) => {
    const path = e.target.closest ? e.target.closest(".places path") : null;
    if (path && (e.key === "Enter" || e.key === " ")) { e.preventDefault(); tapped(path); }
  });

  window.addEventListener("popstate", () => {
    const step = new URLSearchParams(window.location.search).get("step");
    show(step === null ? null : Number(step), false);
  });
  document.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement || e.altKey || e.ctrlKey || e.metaKey) { return; }
    const step = Number(body.dataset.step);
    if (e.key === "ArrowLeft" && step > 0) { e.preventDefault(); go(step - 1); }
    if (e.key === "ArrowRight" && step < Number(body.dataset.total)) { e.preventDefault(); go(step + 1); }
  });

  // The live update.
  if (!window.EventSource || body.dataset.live !== "true") { return; }
  let events = null;
  let ended = false;
  let last = 0;
  let pending = null;
  const moved = () => {
    if (body.dataset.latest !== "true") { shown("fresh", true); return; }
    // However fast the game moves, the page is shown again at most every two seconds.
    if (pending) { return; }
    const wait = Math.max(0, last + STEADY - Date.now());
    pending = setTimeout(() => {
      pending = null;
      // The reader's own move under way (its answer is the page as the game then stands), or
      // shown meanwhile: nothing to show, or not yet.
      if (sending || told <= Number(body.dataset.seq)) { return; }
      last = Date.now();
      show(null, false);
    }, wait);
  };
  // News of the log at length `seq`: none when the page shows it already (the reader's own
  // move, answered in place), held while the reader's move is under way (its answer tells it
  // again).
  heard = (seq) => {
    told = Math.max(told, seq);
    if (!sending && told > Number(body.dataset.seq)) { moved(); }
  };
  const close = () => { if (events) { events.close(); events = null; } };
  const open = () => {
    if (events || ended || (document.hidden && !notifying())) { return; }
    events = new EventSource("events?seen=" + body.dataset.seq + "&lang=" + lang);
    events.addEventListener("moved", (e) => { heard(Number(e.data)); });
    events.addEventListener("end", () => { ended = true; close(); });
    events.addEventListener("gone", () => { ended = true; close(); shown("gone", true); });
  };
  listen = open;
  // A page not seen holds no connection; seen again, it hears what it missed.
  // (A page that tells its reader's turn keeps listening out of sight.)
  document.addEventListener("visibilitychange", () => {
    if (document.hidden && !notifying()) { close(); } else { open(); }
  });
  window.addEventListener("pagehide", close);
  window.addEventListener("pageshow", open);
  open();
})();
