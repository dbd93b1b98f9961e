// Cat Herders service worker: the whole site offline, one cache per build.
//
// assets/boot.js registers "sw.js?build=<id>". The id comes from assets/vendor/manifest.json,
// which tools/vendor.py writes: a hash over every shipped file (and this one). Any change to
// the site changes the script URL, so the browser installs a new worker beside the old one:
//
//   (A first visit registers it once its board is ready and the page idle: until then the page
//   fetches the shell's files and its own game's zips alone; the install then takes every game's.)
//   install   copies every file the manifest lists into the cache "cat-herders-<id>", each
//             checked against its SHA-256 (a file an older build cached with the same hash is
//             copied from there instead of downloaded again).
//   waiting   a page that started on the old build keeps the old build's files: the new worker
//             waits until boot.js says the page has everything it needs (board ready), or
//             until no page of the old build is open. The new build serves the next load.
//   activate  deletes every other "cat-herders-*" cache and takes control of open pages.
//   fetch     cached files from the cache (the page itself without its query or fragment),
//             the manifest from the network first (that is how boot.js sees an update), and
//             anything else from the network. Nothing outside the site's origin is touched.

const BUILD = new URL(location.href).searchParams.get("build") || "none";
const PREFIX = "cat-herders-";
const CACHE = PREFIX + BUILD;
const ROOT = new URL("./", location.href); // the site root: sw.js lives there
const INDEX = new URL("index.html", ROOT);
const MANIFEST = new URL("assets/vendor/manifest.json", ROOT).href;

self.addEventListener("install", (event) => {
  event.waitUntil(precache().catch((error) => {
    console.error(`Cat Herders offline cache (build ${BUILD}) not installed:`, error);
    throw error; // a failed install leaves the previous worker in charge
  }));
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim(); // a first visit's page becomes controlled without a reload
  })());
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== ROOT.origin) return;
  url.hash = "";
  if (url.href === MANIFEST) {
    event.respondWith(networkFirst(request));
    return;
  }
  // "/" and "/index.html", with any ?query, are the same page.
  const isPage = url.pathname === ROOT.pathname || url.pathname === INDEX.pathname;
  event.respondWith(cacheFirst(isPage ? INDEX.href : url.href, request));
});

async function cacheFirst(key, request) {
  return (await caches.match(key, { cacheName: CACHE })) || fetch(request);
}

async function networkFirst(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(MANIFEST, { cacheName: CACHE });
    if (cached) return cached; // offline: the manifest of the build this worker serves
    throw error;
  }
}

async function precache() {
  const response = await fetch(MANIFEST, { cache: "no-store" });
  if (!response.ok) throw new Error(`${MANIFEST}: HTTP ${response.status}`);
  const manifest = await response.clone().json();
  if (manifest.build !== BUILD) {
    // The site changed again since this worker was registered; the page will register that build.
    throw new Error(`the site is now build ${manifest.build}`);
  }
  const names = (await caches.keys()).filter((name) => name.startsWith(PREFIX));
  const cache = await caches.open(CACHE);
  // An interrupted install of this same build may have left files: they are reused too.
  const sources = [CACHE, ...names.filter((name) => name !== CACHE)];
  await Promise.all(Object.entries(manifest.integrity).map(async ([path, hash]) => {
    const url = new URL(path, ROOT).href;
    const response = (await reuse(sources, url, hash)) || (await download(url, hash, path));
    await cache.put(url, response);
  }));
  await cache.put(MANIFEST, response);
}

// A copy of `url` from one of the caches `sources` whose content has the expected hash.
async function reuse(sources, url, hash) {
  for (const cacheName of sources) {
    const cached = await caches.match(url, { cacheName });
    if (!cached) continue;
    const body = await cached.arrayBuffer();
    if ((await sha256(body)) === hash) {
      return new Response(body, { status: cached.status, statusText: cached.statusText, headers: cached.headers });
    }
  }
  return null;
}

async function download(url, hash, path) {
  let response;
  try {
    // "no-cache": revalidate with the server (a 304 reuses the HTTP cache), never a stale copy;
    // `integrity` makes the download fail unless the content is the one the manifest describes.
    response = await fetch(url, { cache: "no-cache", integrity: hash });
  } catch (error) {
    throw new Error(`${path}: download failed or content differs from the manifest ` +
      `(was tools/vendor.py run after the last change?): ${error}`);
  }
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response;
}

async function sha256(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return "sha256-" + btoa(String.fromCharCode(...digest));
}
