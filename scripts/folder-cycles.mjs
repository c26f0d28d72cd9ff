// The kit read by folder: each folder of packages/dashboard-kit/src (and each widget's own) is one
// node, an import of any kind (types included) an edge. A loop between folders is an error, as a
// loop between modules is (.dependency-cruiser.mjs): a reader could not take one folder at a time.
//   node scripts/folder-cycles.mjs     (part of `npm run lint`)
import { cruise } from 'dependency-cruiser';

const SRC = 'packages/dashboard-kit/src/';

/** The folder a module belongs to: `widgets/api-keys`, `ui`, `index.ts` (a file at the top is its own node). */
export function folderOf(path) {
  const parts = path.slice(SRC.length).split('/');
  return parts[0] === 'widgets' && parts.length > 2 ? `widgets/${parts[1]}` : parts[0];
}

/** The loops of a graph (folder to the folders it imports), each as the path around it. */
export function folderCycles(graph) {
  const cycles = [];
  const state = new Map(); // folder -> 'open' while on the path, 'done' after
  const path = [];
  const visit = (folder) => {
    state.set(folder, 'open');
    path.push(folder);
    for (const next of graph.get(folder) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(folder, 'done');
  };
  for (const folder of [...graph.keys()].sort()) if (!state.has(folder)) visit(folder);
  return cycles;
}

const { output } = await cruise([SRC], {
  exclude: { path: ['\\.(test|stories)\\.tsx?$', '/dist', '/node_modules/'] },
  doNotFollow: { path: 'node_modules' },
  tsPreCompilationDeps: true,
}, { extensions: ['.ts', '.tsx', '.js', '.mjs'] }, { tsConfig: { fileName: 'tsconfig.json' } });

const graph = new Map();
for (const module of output.modules.filter((m) => m.source.startsWith(SRC))) {
  const from = folderOf(module.source);
  if (!graph.has(from)) graph.set(from, new Set());
  for (const dependency of module.dependencies.filter((d) => d.resolved.startsWith(SRC))) {
    const to = folderOf(dependency.resolved);
    if (to !== from) graph.get(from).add(to);
  }
}
const cycles = folderCycles(graph);
for (const cycle of cycles) console.error(`folder cycle: ${cycle.join(' -> ')}`);
console.info(cycles.length ? `${cycles.length} folder cycle(s) in ${SRC}` : `no folder cycle in ${SRC} (${graph.size} folders)`);
process.exitCode = cycles.length ? 1 : 0;
