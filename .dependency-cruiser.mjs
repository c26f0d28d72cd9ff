import { readFileSync } from 'node:fs';
import { KIT_LAYERS, NODE_LOADED_ENTRIES, NODE_SAFE_FILES } from './scripts/kit-layers.mjs';

/**
 * The files the kit's entry exports a widget from: the one face a widget shows another (the
 * account's tabs hold the credits panel; the shell, the quick links). Anything else in a widget's
 * folder is its own.
 */
const WIDGET_FACES = [...readFileSync('packages/dashboard-kit/src/index.ts', 'utf8').matchAll(/from '\.\/(widgets\/(?:[^']+\/)?[A-Z][^'/]*)'/g)].map(
  ([, path]) => `^packages/dashboard-kit/src/${path.replace(/[.]/g, '\\.')}\\.tsx?$`,
);

/** A glob of NODE_SAFE_FILES as a regular expression (`**` any path, `*` within one folder). */
const globToRegex = (glob) =>
  `^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*\/\*|\*\*/g, '\0').replace(/\*/g, '[^/]*').replace(/\0/g, '.*')}$`;

// Layer i may not import any layer above it. A path matching an earlier, more specific layer
// (api/schemas before api) belongs to that one.
const layerPaths = (index) => KIT_LAYERS[index].paths;
const ownedBy = (index) => ({
  path: layerPaths(index),
  pathNot: KIT_LAYERS.slice(0, index).flatMap((layer) => layer.paths),
});
const wrongWay = KIT_LAYERS.slice(0, -1).map((layer, index) => ({
  name: `layer-${layer.name}`,
  comment: `${layer.name} sits below ${KIT_LAYERS.slice(index + 1).map((above) => above.name).join(', ')}: it may not import them (scripts/kit-layers.mjs).`,
  severity: 'error',
  from: ownedBy(index),
  to: {
    path: KIT_LAYERS.slice(index + 1).flatMap((above) => above.paths),
    pathNot: KIT_LAYERS.slice(0, index + 1).flatMap((below) => below.paths),
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...wrongWay,
    {
      name: 'widget-keeps-to-itself',
      comment: "A widget imports no other widget's files, only another widget as the kit exports it; what several share lives in parts/ or below.",
      severity: 'error',
      from: { path: '^packages/dashboard-kit/src/widgets/([^/]+)/' },
      to: { path: '^packages/dashboard-kit/src/widgets/', pathNot: ['^packages/dashboard-kit/src/widgets/$1/', ...WIDGET_FACES] },
    },
    {
      name: 'no-cycle',
      comment: 'Modules that import each other, directly or around a loop, cannot be understood or loaded one at a time.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'node-loaded-stays-node-safe',
      comment: 'The host build loads these in Node: everything they reach must be a Node-safe file (NODE_SAFE_FILES, linted for browser globals).',
      severity: 'error',
      from: { path: NODE_LOADED_ENTRIES.map(globToRegex) },
      to: { reachable: true, path: '^packages/dashboard-kit/src/', pathNot: NODE_SAFE_FILES.map(globToRegex) },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.(test|stories)\\.tsx?$', '/dist', '/node_modules/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
