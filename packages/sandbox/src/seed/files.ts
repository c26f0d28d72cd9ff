/**
 * The seeded file server: a deterministic virtual tree (nothing to store, identical on
 * every start). Nested folders, an empty folder, a `.zarr` store with inner folders, and
 * a top-level folder of 50,000 files for the browser's performance work.
 */
export interface FileEntry {
  name: string;
  path: string;
  type: 'directory' | 'file';
  size?: number;
  modified_at?: string;
}

interface DirNode {
  kind: 'dir';
  children: () => Map<string, Node>;
}
interface FileNode {
  kind: 'file';
  size: number;
  modified: Date;
  content: () => string;
}
type Node = DirNode | FileNode;

export const BULK_FOLDER = 'station-archive';
export const BULK_FILE_COUNT = 50_000;
const BASE_TIME = Date.UTC(2026, 10, 1, 6, 0, 0);

function file(content: string, hoursAfterBase: number): FileNode {
  return { kind: 'file', size: Buffer.byteLength(content), modified: new Date(BASE_TIME + hoursAfterBase * 3_600_000), content: () => content };
}

function dir(entries: Record<string, Node> | (() => Map<string, Node>)): DirNode {
  if (typeof entries === 'function') {
    let cached: Map<string, Node> | undefined;
    return { kind: 'dir', children: () => (cached ??= entries()) };
  }
  const map = new Map(Object.entries(entries));
  return { kind: 'dir', children: () => map };
}

function gribRun(day: number): DirNode {
  const runs: Record<string, Node> = {};
  for (const hour of ['00', '06', '12', '18']) {
    runs[`ept2_202611${String(day).padStart(2, '0')}_${hour}z.grib2`] = file(`GRIB2 stub ${day} ${hour}z\n`.repeat(40), day * 24 + Number(hour));
  }
  return dir(runs);
}

function zarrArray(name: string): DirNode {
  return dir({
    '.zarray': file(JSON.stringify({ zarr_format: 2, shape: [48, 721, 1440], chunks: [1, 721, 1440], dtype: '<f4' }), 500),
    '.zattrs': file(JSON.stringify({ long_name: name, units: name.includes('temperature') ? 'K' : 'm s-1' }), 500),
    '0.0.0': file('chunk 0\n'.repeat(64), 500),
    '1.0.0': file('chunk 1\n'.repeat(64), 501),
  });
}

/**
 * Names a hostile or careless uploader could give (SECURITY.md, "Hostile content"): markup,
 * script URLs, a right-to-left override that disguises an extension, zero-width characters,
 * and a 10,000-character name. The dashboard must show each as plain text, in its row.
 */
export const UNUSUAL_NAMES = {
  markupFolder: '<svg onload="window.__xss=1"> & "quotes"',
  markupFile: '<img src=x onerror="window.__xss=1">.csv',
  // eslint-disable-next-line no-script-url -- a file name that must stay text
  scriptUrl: 'javascript:window.__xss=1',
  rightToLeft: 'invoice\u202Evsc.exe',
  zeroWidth: 're\u200Bport\u200D\uFEFF.csv',
  long: `${'long-name-'.repeat(1_000)}.csv`,
} as const;

function unusualNames(): DirNode {
  const entries: Record<string, Node> = { [UNUSUAL_NAMES.markupFolder]: dir({ 'inside.txt': file('inside a folder with markup in its name\n', 700) }) };
  for (const name of Object.values(UNUSUAL_NAMES).slice(1)) entries[name] = file(`a file named ${JSON.stringify(name.slice(0, 40))}\n`, 700);
  return dir(entries);
}

function bulkFolder(): Map<string, Node> {
  const entries = new Map<string, Node>();
  for (let index = 1; index <= BULK_FILE_COUNT; index += 1) {
    const name = `station-${String(index).padStart(6, '0')}.csv`;
    const content = `station_id,time,t2m\n${index},2026-11-01T00:00:00Z,${(270 + (index % 30)).toFixed(1)}\n`;
    entries.set(name, file(content, index % 720));
  }
  return entries;
}

const TREE: DirNode = dir({
  'README.txt': file('Sandbox file server. Data here is synthetic.\n', 0),
  forecasts: dir({
    ept2: dir({
      '2026-11-20': gribRun(20),
      '2026-11-21': gribRun(21),
      'ept2_2026112100.zarr': dir({
        '.zgroup': file(JSON.stringify({ zarr_format: 2 }), 480),
        '.zattrs': file(JSON.stringify({ model: 'ept2', init_time: '2026-11-21T00:00:00Z' }), 480),
        temperature_2m: zarrArray('temperature_2m'),
        wind_speed_100m: zarrArray('wind_speed_100m'),
        time: dir({ '.zarray': file('{"shape":[48]}', 480), '0': file('time chunk\n', 480) }),
      }),
    }),
    ept1_5: dir({ '2026-11-21': gribRun(21) }),
  }),
  observations: dir({
    'stations.csv': file('station_id,lat,lon\n1,52.52,13.40\n2,48.14,11.58\n', 2),
    hourly: dir({
      '2026': dir({
        '11': dir({
          '21': dir({ 'obs_2026112100.csv': file('station_id,t2m\n1,275.3\n', 480), 'obs_2026112101.csv': file('station_id,t2m\n1,274.9\n', 481) }),
        }),
      }),
    }),
    'unusual-names': unusualNames(),
  }),
  'empty-folder': dir({}),
  [BULK_FOLDER]: dir(bulkFolder),
});

export type PathCheck = { ok: true; segments: string[] } | { ok: false; message: string };

/**
 * Validates a requested path: relative to the root, no `.`/`..` segments, no backslashes,
 * control characters or leftover percent-encoding (a double-encoded `%2e%2e`).
 */
export function checkPath(raw: string | undefined): PathCheck {
  const path = (raw ?? '').trim();
  const hasControl = [...path].some((char) => char.charCodeAt(0) < 0x20);
  if (hasControl || path.includes('\\') || /%[0-9a-f]{2}/i.test(path)) return { ok: false, message: 'Invalid path' };
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '.' || segment === '..')) return { ok: false, message: 'Path traversal is not allowed' };
  return { ok: true, segments };
}

function resolve(segments: string[]): Node | undefined {
  let node: Node = TREE;
  for (const segment of segments) {
    if (node.kind !== 'dir') return undefined;
    const next: Node | undefined = node.children().get(segment);
    if (!next) return undefined;
    node = next;
  }
  return node;
}

export type Listing = { kind: 'listing'; entries: FileEntry[] } | { kind: 'not-found' } | { kind: 'not-a-directory' };

export function listDirectory(segments: string[]): Listing {
  const node = resolve(segments);
  if (!node) return { kind: 'not-found' };
  if (node.kind !== 'dir') return { kind: 'not-a-directory' };
  const prefix = segments.length ? `${segments.join('/')}/` : '';
  const entries: FileEntry[] = [];
  for (const [name, child] of node.children()) {
    entries.push(
      child.kind === 'dir'
        ? { name, path: `${prefix}${name}`, type: 'directory' }
        : { name, path: `${prefix}${name}`, type: 'file', size: child.size, modified_at: child.modified.toISOString() },
    );
  }
  return { kind: 'listing', entries };
}

export function readFile(segments: string[]): string | undefined {
  const node = resolve(segments);
  return node?.kind === 'file' ? node.content() : undefined;
}
