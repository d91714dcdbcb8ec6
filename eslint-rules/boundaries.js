// Local ESLint rules that resolve import paths, so that how a path is written does not matter:
// - `formulab/feature-boundaries`: a web feature (apps/web/src/features/<name>/) never imports another
//   feature, whether the path says `features/x`, `../../x/api.ts` or anything else that lands there.
// - `formulab/no-cycles`: no file reaches itself again through relative imports (type-only imports are
//   ignored: they vanish at run time).
import fs from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];
const IMPORT_RE = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

function resolve(fromFile, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), spec);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      /* next */
    }
  }
  return null;
}

const featureOf = (file) => /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file)?.[1] ?? null;

/** Runtime (non-type) relative imports of a file, resolved; static ones only (a lazy import() breaks a cycle). */
const graph = new Map();
function edges(file) {
  let out = graph.get(file);
  if (out) return out;
  out = [];
  graph.set(file, out);
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return out;
  }
  for (const m of text.matchAll(IMPORT_RE)) {
    if (m[2]) continue; // import type / export type
    const target = resolve(file, m[3]);
    if (target) out.push(target);
  }
  return out;
}

/** A path from `start` back to itself, or null. */
function findCycle(start) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length) {
    const [file, trail] = stack.pop();
    for (const next of edges(file)) {
      if (next === start) return [...trail, next];
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push([next, [...trail, next]]);
    }
  }
  return null;
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      cross:
        "Feature '{{from}}' imports feature '{{to}}' ({{spec}}): move what both need to components/, lib/ or @formulab/shared.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    const check = (node, spec) => {
      const target = typeof spec === 'string' ? resolve(file, spec) : null;
      const to = target && featureOf(target);
      if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to, spec } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

const noCycles = {
  meta: { type: 'problem', messages: { cycle: 'Import cycle: {{cycle}}' } },
  create(context) {
    const file = context.filename;
    return {
      Program(node) {
        const cycle = findCycle(file);
        if (cycle) {
          const root = process.cwd();
          context.report({ node, messageId: 'cycle', data: { cycle: cycle.map((f) => path.relative(root, f)).join(' → ') } });
        }
      },
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries, 'no-cycles': noCycles } };
