/**
 * `npm run bench:pages`: how close each public page comes to its floor, on a phone.
 *
 * For every route of the served production build (`npm run build:local && npm run preview`, or
 * `--site` for another address) it writes the page's **same-content floor** — the first screen's
 * headings and text and the very image files the page shows there on Lighthouse's phone (412 px
 * wide, DPR 1.75), as plain static HTML without CSS framework or JavaScript — then runs Lighthouse
 * (mobile, simulated slow 4G) on the page and on its floor, alternately, `--runs` times each, and
 * prints the medians: LCP beside the floor's LCP and their ratio, TBT, CLS and the performance
 * score. Beside TBT, "at CPU": the same loads audited again with each of the page's main-thread
 * tasks at its processor time (scripts/processor-time-trace.ts), the blocking time of the page's
 * own work, without the time its thread waited for one of this machine's two cores. It also
 * measures when the page is interactive on a throttled phone (150 ms RTT, 1.6 Mbit/s, CPU 4×
 * slower): the time until React has hydrated (`html[data-hydrated]`).
 *
 *   npm run bench:pages -- [--site http://localhost:4173] [--runs 3] [--route /contact ...]
 *                          [--throttling simulate|devtools] [--hydration-only]
 *
 * Figures, not a test: Lighthouse on a shared two-core machine is noisy, so compare medians taken
 * under the same load. The last column is Lighthouse's CPU benchmark index (median of the page's
 * runs): the simulated TBT and LCP scale the task times measured here by four whatever the
 * machine, so figures from machines with different indexes do not compare. Lighthouse is fetched
 * by npx (pinned below), so `npm ci` stays lean.
 */
import { chromium, type Browser } from '@playwright/test';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { CHROMIUM_ARGS, findChromium } from './chromium';
import { shortenToProcessorTime, type TraceEvent } from './processor-time-trace';
import { sitemapPaths } from './seo-files';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };

const { values } = parseArgs({
  options: {
    site: { type: 'string', default: 'http://localhost:4173' },
    runs: { type: 'string', default: '3' },
    route: { type: 'string', multiple: true },
    'floor-port': { type: 'string', default: process.env.FLOOR_PORT ?? '4198' },
    /**
     * Lighthouse's throttling: `simulate` (its default: one fast load, then a model of the phone)
     * or `devtools` (the load itself is throttled). The model links a request to the script task
     * that made it, not to a load it waited for: scripts that wait for the first screen's photo
     * count as competing with it under `simulate`, not under `devtools`.
     */
    throttling: { type: 'string', default: 'simulate' },
    /** Only the time to hydration (quick, for trying a change). */
    'hydration-only': { type: 'boolean', default: false },
  },
});
const site = values.site.replace(/\/$/, '');
const runs = Number(values.runs);
const chromiumPath = findChromium();
if (!chromiumPath) throw new Error('Chromium not found (apt-get install -y chromium)');

/** Every page of the sitemap (the stories included), at the served address. */
async function sitemapRoutes(): Promise<string[]> {
  const xml = await (await fetch(`${site}/sitemap.xml`)).text();
  return sitemapPaths(xml);
}

type FirstScreen = {
  title: string;
  blocks: { tag: string; text: string }[];
  images: { src: string; width: number; height: number; cssWidth: number }[];
};

/** Collects, in the page, the text blocks and loaded images inside the first screen. */
const FIRST_SCREEN_SCRIPT = `(() => {
  const inView = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0;
  };
  const blocks = [...document.querySelectorAll('h1, h2, h3, p, li, dt, dd, blockquote')]
    .filter((el) => inView(el) && !el.closest('header nav, [role=dialog]'))
    .map((el) => ({ tag: el.tagName.toLowerCase(), text: el.innerText.trim() }))
    .filter((block) => block.text !== '');
  const images = [...document.images]
    .filter((img) => img.complete && img.naturalWidth > 0 && inView(img))
    .map((img) => ({
      src: img.currentSrc || img.src,
      width: Number(img.getAttribute('width')) || img.naturalWidth,
      height: Number(img.getAttribute('height')) || img.naturalHeight,
      cssWidth: Math.round(img.getBoundingClientRect().width),
    }));
  return { title: document.title, blocks, images };
})()`;

/** The first screen of `url` on the phone: text blocks and loaded images in view. */
async function firstScreen(browser: Browser, url: string): Promise<FirstScreen> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  // As the same-content-floor tool of the budget's definition does: what has settled half a
  // second after the network went quiet.
  await page.waitForTimeout(500);
  // A string, not a function: tsx's helpers would not exist in the page.
  const screen = (await page.evaluate(FIRST_SCREEN_SCRIPT)) as FirstScreen;
  await context.close();
  return screen;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Writes the floor of one page into `dir` as `<name>.html` with its image files beside it. */
async function writeFloor(dir: string, name: string, screen: FirstScreen): Promise<void> {
  const images: string[] = [];
  for (const [index, image] of screen.images.entries()) {
    const response = await fetch(image.src);
    const type = response.headers.get('content-type') ?? 'image/png';
    const file = `${name}-${index}.${type.split('/')[1]?.split(/[+;]/)[0] ?? 'img'}`;
    writeFileSync(path.join(dir, file), Buffer.from(await response.arrayBuffer()));
    images.push(
      `<img src="${file}" width="${image.width}" height="${image.height}" alt=""` +
        `${index === 0 ? ' fetchpriority="high"' : ''}` +
        ` style="display:block;max-width:100%;height:auto;width:${image.cssWidth}px">`,
    );
  }
  const text = screen.blocks.map((b) => `<${b.tag}>${escapeHtml(b.text)}</${b.tag}>`);
  writeFileSync(
    path.join(dir, `${name}.html`),
    [
      '<!doctype html><html lang="en"><head><meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width,initial-scale=1">',
      `<title>${escapeHtml(screen.title)}</title><meta name="description" content="floor"></head>`,
      '<body style="margin:1rem;font-family:system-ui,sans-serif">',
      ...images.slice(0, 1),
      ...text,
      ...images.slice(1),
      '</body></html>',
    ].join('\n'),
  );
}

/**
 * Serves `dir` as static files, one request per connection, as the budget's own floor tool serves
 * them (Python's `http.server`, HTTP/1.0): Lighthouse's model then gives each of the floor's
 * requests the connection set-up it measured.
 */
function serveFloors(dir: string, port: number): Promise<http.Server> {
  const types: Record<string, string> = {
    html: 'text/html; charset=utf-8',
    svg: 'image/svg+xml',
    webp: 'image/webp',
  };
  const server = http.createServer((req, res) => {
    const file = path.join(dir, path.basename(new URL(req.url ?? '/', 'http://x').pathname));
    res.setHeader('connection', 'close');
    try {
      const body = readFileSync(file);
      const ext = path.extname(file).slice(1);
      res.writeHead(200, { 'content-type': types[ext] ?? `image/${ext}` }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * One run's figures; `benchmark` is Lighthouse's CPU benchmark index of this machine at the time.
 * `tbtAtProcessorTime`: the same load's TBT with the page's main-thread tasks at their processor
 * time (scripts/processor-time-trace.ts), under `simulate` only.
 */
type Run = {
  lcp: number;
  tbt: number;
  tbtAtProcessorTime: number;
  cls: number;
  score: number;
  benchmark: number;
};

type Report = {
  audits: Record<string, { numericValue: number }>;
  categories: { performance: { score: number } };
  environment: { benchmarkIndex: number };
};

/** Runs the Lighthouse CLI (asynchronous: the floors are served by this very process). */
async function runLighthouse(url: string, args: string[]): Promise<Report> {
  const reportFile = path.join(dir, 'lighthouse.json');
  const flags = ['--headless=new', ...CHROMIUM_ARGS].join(' ');
  const child = spawn(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${reportFile}`,
      `--chrome-flags=${flags}`,
      `--throttling-method=${values.throttling}`,
      ...args,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // 'exit', not 'close': the browser Lighthouse starts may hold the inherited pipes a while.
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`lighthouse ${url} failed:\n${stderr}`);
  return JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
}

/**
 * Runs Lighthouse, again when it fails: now and then it loses the trace of a load
 * ("NO_NAVSTART") with nothing wrong with the page, twice in a row seen too; a third failure ends
 * the bench.
 */
async function runLighthouseRetrying(url: string, args: string[]): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, args);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`${String(error).split('\n').slice(0, 2).join(' ')}: running it again`);
    }
  }
}

const metric = (report: Report, id: string) => report.audits[id]?.numericValue ?? Number.NaN;

/** One Lighthouse run; under `simulate` (and unless told not to), audited again at processor time. */
async function lighthouse(url: string, withProcessorTime = true): Promise<Run> {
  const simulated = withProcessorTime && values.throttling === 'simulate';
  const gathered = path.join(dir, 'artifacts');
  const atProcessorTime = path.join(dir, 'artifacts-processor-time');
  rmSync(gathered, { recursive: true, force: true });
  const report = await runLighthouseRetrying(url, simulated ? [`-GA=${gathered}`] : []);
  let tbtAtProcessorTime = Number.NaN;
  if (simulated) {
    rmSync(atProcessorTime, { recursive: true, force: true });
    cpSync(gathered, atProcessorTime, { recursive: true });
    const traceFile = path.join(atProcessorTime, 'trace.json');
    const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
    if (shortenToProcessorTime(trace.traceEvents) === 0) throw new Error(`${url}: no page load`);
    writeFileSync(traceFile, JSON.stringify(trace));
    tbtAtProcessorTime = metric(
      await runLighthouseRetrying(url, [`-A=${atProcessorTime}`]),
      'total-blocking-time',
    );
  }
  return {
    lcp: metric(report, 'largest-contentful-paint'),
    tbt: metric(report, 'total-blocking-time'),
    tbtAtProcessorTime,
    cls: metric(report, 'cumulative-layout-shift'),
    score: Math.round(report.categories.performance.score * 100),
    benchmark: report.environment.benchmarkIndex,
  };
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Milliseconds until `html[data-hydrated]` on a throttled phone (slow 4G, CPU 4× slower). */
async function hydrationTime(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const pending = new Set<string>();
  page.on('request', (request) => pending.add(request.url()));
  page.on('requestfinished', (request) => pending.delete(request.url()));
  page.on('requestfailed', (request) => pending.delete(request.url()));
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    return await page.evaluate(() => performance.now());
  } catch (error) {
    // A stuck load (three in a 28-route run, each with every asset request open, none again on
    // the same page) must not end an hour's run: it counts as the slowest, and the median shows
    // whether it was the rule.
    console.error(
      `${url}: not hydrated within 60 s on one load (${String(error).split('\n')[0]}); ` +
        `requests still open: ${[...pending].join(', ') || 'none'}`,
    );
    return Number.POSITIVE_INFINITY;
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
const routes = values.route ?? (await sitemapRoutes());
const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-floors-'));
const floorPort = Number(values['floor-port']);
const server = values['hydration-only'] ? undefined : await serveFloors(dir, floorPort);
console.log(
  `Lighthouse ${LIGHTHOUSE}, mobile (${values.throttling} throttling), median of ${runs}; load ${os.loadavg()[0]?.toFixed(2)}`,
);
console.log(
  'route'.padEnd(48) +
    'LCP ms  floor  ratio   TBT  at CPU  CLS    perf  hydrated ms (slow 4G, 4× CPU)  CPU index',
);
try {
  for (const [index, route] of routes.entries()) {
    const url = `${site}${route}`;
    if (values['hydration-only']) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) times.push(await hydrationTime(browser, url));
      console.log(
        `${route.padEnd(48)}hydrated ${median(times).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')})`,
      );
      continue;
    }
    await writeFloor(dir, `floor-${index}`, await firstScreen(browser, url));
    const page: Run[] = [];
    const floor: Run[] = [];
    for (let run = 0; run < runs; run++) {
      page.push(await lighthouse(url));
      floor.push(await lighthouse(`http://127.0.0.1:${floorPort}/floor-${index}.html`, false));
    }
    const hydrated: number[] = [];
    for (let run = 0; run < runs; run++) hydrated.push(await hydrationTime(browser, url));
    const lcp = median(page.map((r) => r.lcp));
    const floorLcp = median(floor.map((r) => r.lcp));
    console.log(
      route.padEnd(48) +
        `${lcp.toFixed(0).padStart(6)} ${floorLcp.toFixed(0).padStart(6)} ` +
        `${(lcp / floorLcp).toFixed(2).padStart(5)}× ${median(page.map((r) => r.tbt))
          .toFixed(0)
          .padStart(5)} ${median(page.map((r) => r.tbtAtProcessorTime))
          .toFixed(0)
          .padStart(7)} ` +
        `${median(page.map((r) => r.cls)).toFixed(3)} ${String(median(page.map((r) => r.score))).padStart(5)} ` +
        `${(Number.isFinite(median(hydrated)) ? median(hydrated).toFixed(0) : '> 60000').padStart(9)}` +
        `${median(page.map((r) => r.benchmark))
          .toFixed(0)
          .padStart(34)}`,
    );
  }
} finally {
  server?.close();
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
