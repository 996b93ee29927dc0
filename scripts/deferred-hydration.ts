/**
 * Paint first, then hydrate. React Router's prerendered pages preload every module of the page
 * (`<link rel="modulepreload">`) and start hydrating as soon as they arrive. On a slow phone that
 * JavaScript competes with the HTML and CSS the first paint needs, and on a fast network with a
 * slow CPU its evaluation runs before the browser paints the text that is already in the HTML.
 *
 * After the prerender, this rewrites each prerendered page so that the module preloads and React
 * Router's entry script are added only once the browser reports its first contentful paint and
 * the first screen's photo (the page's main image, `MAIN_IMAGE_ATTRIBUTE`, its largest paint) has
 * arrived (at once in a hidden tab or where paint timing is unsupported, and after 3 s at the
 * latest). The
 * library chunks are then evaluated one task at a time before the entry script runs, which keeps
 * every task short (Lighthouse counts each task over 50 ms on a 4x slower CPU as blocking time).
 * The page's stylesheet `<link>`, kept in a `<noscript>` until then (the page carries the rules its
 * own markup uses, scripts/inline-stylesheet.ts), is put back first, and the page's copy of its
 * rules taken out once it has arrived; the JavaScript is asked for
 * once the file has arrived and the browser has had a frame to apply it. What React renders next
 * may need the rest of the file, and restyling the page is a long task of its own when it shares
 * the processor with compiling the JavaScript (on a two-core machine it took twice as long).
 * Scrollbars that take no room (phones) stay hidden until the visitor scrolls: shown at the first
 * paint they fade out frame by frame while the JavaScript loads.
 * The markup, the hydration data and React Router's own entry script stay exactly as React Router
 * wrote them.
 * `__spa-fallback.html` is left alone: it has no content until the app renders.
 *
 * Wired into react-router.config.ts (`buildEnd`), so `npm run build` and the e2e build both get it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { MAIN_IMAGE_ATTRIBUTE } from '../src/lib/case-study-images.ts';
import { PAGE_COPY_ATTRIBUTE } from './inline-stylesheet.ts';
import { minifyScript } from './minify-inline-scripts.ts';
import { pageFile } from './page-files.ts';

/** The id of the inert copy of React Router's entry script. */
export const ENTRY_SCRIPT_ID = 'hydration-entry';

/** How many module preloads the boot script starts in one task. */
const PRELOADS_PER_TASK = 1;

/** Latest hydration start if the browser never reports a contentful paint. */
export const MAX_WAIT_MS = 3000;

/**
 * Library chunks (named by the `codeSplitting` groups in vite.config.ts) evaluated one per task
 * before the entry script, so no single task evaluates all of the page's JavaScript. They hold
 * only library and layout modules without side effects on each other, so their order is free.
 */
export const EARLY_CHUNKS = ['framework', 'shell'] as const;

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/** The modules a prerendered page preloads (React Router's `<link rel="modulepreload">`). */
export function preloadedModules(html: string): string[] {
  return [...html.matchAll(MODULEPRELOAD)].map(([, href = '']) => href);
}
const ENTRY_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;

function earlyChunks(modules: readonly string[]): string[] {
  return EARLY_CHUNKS.flatMap((name) =>
    modules.filter((href) => href.slice(href.lastIndexOf('/') + 1).startsWith(`${name}-`)),
  );
}

/** The id of the data element with the page's module lists, which the boot script reads. */
export const MODULES_DATA_ID = 'hydration-modules';

/**
 * The boot script's code, the same on every page (so the Content-Security-Policy names one hash
 * for it, scripts/content-security-policy.ts): written out below, minified once (every page
 * carries it, and a page with its styles must fit the first round trip of a new connection, about
 * 14 kB compressed: its comments had pushed `/` over it, a second round trip before the first
 * paint). The page's module lists come from a data element before it.
 */
const BOOT_CODE = `(() => {
  var lists = JSON.parse(document.getElementById("${MODULES_DATA_ID}").textContent);
  var modules = lists.modules;
  var early = lists.early;
  var started = false;
  var root = document.documentElement;
  // Overlay scrollbars (phones; desktops set to show them only while scrolling) appear when the
  // page is first drawn and fade out half a second later, one frame after another: twenty frames
  // composited (and under Lighthouse recorded as screenshots) while the page loads its JavaScript.
  // They stay hidden until the visitor scrolls (shown again any earlier, while the page still
  // loads, they flashed all the same); they take no room, so nothing moves. Scrollbars that take
  // room (a page narrower than the window) are left alone.
  function showScrollbars() {
    removeEventListener("scroll", showScrollbars);
    root.style.removeProperty("scrollbar-width");
    if (!root.getAttribute("style")) root.removeAttribute("style");
  }
  if (root.clientWidth === window.innerWidth) {
    root.style.setProperty("scrollbar-width", "none");
    addEventListener("scroll", showScrollbars);
  }
  function nextTask() {
    return new Promise((resolve) => setTimeout(resolve, 0));
  }
  // The stylesheet links the page keeps in a <noscript> until now (scripts/inline-stylesheet.ts:
  // the page carries only the rules its markup uses): put back where React rendered them, and
  // loaded before React renders anything that may need the rest of the file.
  function loadStylesheets() {
    return [...document.querySelectorAll("head > noscript")].flatMap((noscript) => {
      var href = /^<link rel="stylesheet" href="([^"]+)"[^>]*>$/.exec(noscript.textContent);
      if (!href) return [];
      return [new Promise((resolve) => {
        var link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = href[1];
        // Loaded without applying (the browser would restyle the page with it, then again when
        // the copy goes), then applied in the same task that takes the page's copy out: the file
        // holds every rule of the copy, so nothing changes on the screen, one restyle does both,
        // and every restyle from then on applies one set of rules instead of two (half the time).
        // The link ends up exactly as React rendered it.
        link.media = "print";
        link.addEventListener("load", () => {
          link.removeAttribute("media");
          var copy = noscript.previousElementSibling;
          if (copy && copy.hasAttribute("${PAGE_COPY_ATTRIBUTE}")) copy.parentNode.removeChild(copy);
          resolve();
        }, { once: true });
        // A file that fails to load leaves the copy in place: the page keeps its first paint's looks.
        link.addEventListener("error", () => {
          link.removeAttribute("media");
          resolve();
        }, { once: true });
        noscript.parentNode.insertBefore(link, noscript.nextSibling);
      })];
    });
  }
  function runEntry() {
    var entry = document.createElement("script");
    entry.type = "module";
    entry.textContent = document.getElementById("${ENTRY_SCRIPT_ID}").textContent;
    document.head.appendChild(entry);
  }
  // After the browser has had a frame to apply what just loaded (or at once in a background tab,
  // where frames wait until it is shown).
  function afterNextFrame() {
    return new Promise((resolve) => {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      setTimeout(resolve, 100);
    });
  }
  // Starting a preload costs the main thread half a millisecond to three, and up to 20 under
  // Lighthouse's tracing on a slow phase of a two-core machine: one per task, the chunks evaluated
  // first first.
  function preloadModules(queue) {
    queue.slice(0, ${PRELOADS_PER_TASK}).forEach((href) => {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    });
    if (queue.length > ${PRELOADS_PER_TASK}) {
      setTimeout(() => preloadModules(queue.slice(${PRELOADS_PER_TASK})), 0);
    }
  }
  function loadJavaScript() {
    preloadModules(early.concat(modules.filter((href) => !early.includes(href))));
    early
      .reduce((previous, href) => {
        return previous.then(() => import(href)).then(nextTask);
      }, Promise.resolve())
      // A failed early import is retried by the entry script, which reports it as usual.
      .catch(() => {})
      .then(runEntry);
  }
  // The stylesheet first, applied before any JavaScript is asked for: restyling the page beside
  // the compiling of the JavaScript makes both slower.
  function hydrate() {
    if (started) return;
    started = true;
    var stylesheets = loadStylesheets();
    if (stylesheets.length === 0) return loadJavaScript();
    Promise.all(stylesheets).then(afterNextFrame).then(loadJavaScript);
  }
  var Observer = window.PerformanceObserver;
  var types = (Observer && Observer.supportedEntryTypes) || [];
  if (
    document.visibilityState === "hidden" ||
    !types.includes("paint") ||
    performance.getEntriesByName("first-contentful-paint").length > 0
  ) {
    hydrate();
    return;
  }
  // The first screen's photo (the page's main image) would share the phone's bandwidth with the
  // JavaScript: let it arrive first. One that is below the first screen in this window (a story's
  // photo on a phone, loaded lazily) is not waited for.
  function afterPriorityImage(then) {
    var image = document.querySelector("img[${MAIN_IMAGE_ATTRIBUTE}]");
    if (!image || image.complete || image.getBoundingClientRect().top >= innerHeight) return then();
    image.addEventListener("load", then, { once: true });
    image.addEventListener("error", then, { once: true });
  }
  new Observer((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    afterPriorityImage(() => setTimeout(hydrate, 0));
  }).observe({ type: "paint", buffered: true });
  setTimeout(hydrate, ${MAX_WAIT_MS});
})();`;

function minifiedBootCode(): string {
  try {
    return minifyScript(BOOT_CODE, { module: false });
  } catch (error) {
    throw new Error(`deferHydration: the boot script does not parse: ${String(error)}`);
  }
}

let bootCode: string | undefined;

/** The page's module lists as data (`<` escaped, so no text can close the element), then the boot script. */
function bootScript(modules: readonly string[]): string {
  bootCode ??= minifiedBootCode();
  const lists = JSON.stringify({ modules, early: earlyChunks(modules) }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${MODULES_DATA_ID}">${lists}</script><script>${bootCode}</script>`;
}

/**
 * Rewrites one prerendered page. Throws when the page does not look like React Router's output
 * (no or several entry scripts, no module preloads), so an upgrade that changes it fails the build
 * instead of silently shipping a page that never hydrates.
 */
export function deferHydration(html: string): string {
  const modules = preloadedModules(html);
  const entries = [...html.matchAll(ENTRY_SCRIPT)];
  const [entry] = entries;
  if (!entry || entries.length !== 1) {
    throw new Error(`deferHydration: expected one module entry script, found ${entries.length}`);
  }
  if (modules.length === 0) throw new Error('deferHydration: no modulepreload links found');
  const [script, code = ''] = entry;
  const inertEntry = `<script type="text/plain" id="${ENTRY_SCRIPT_ID}">${code}</script>`;
  return html.replace(MODULEPRELOAD, '').replace(script, () => inertEntry + bootScript(modules));
}

/** Applies `deferHydration` to the prerendered page of every path in the client build. */
export function deferHydrationInBuild(clientDir: string, paths: readonly string[]): void {
  for (const path of paths) {
    const file = join(clientDir, pageFile(path));
    writeFileSync(file, deferHydration(readFileSync(file, 'utf8')));
  }
}
