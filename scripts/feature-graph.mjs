// Measures the shape issue 15 asks for: which features import which (and the loops among
// them) in each package, and which server files reach the database outside stores and db/.
// Usage: node scripts/feature-graph.mjs [--edges] [--sql]
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const showEdges = process.argv.includes('--edges');
const showSql = process.argv.includes('--sql');

const TEST_FILE =
  /\.(test|integration-test|spec)\.tsx?$|\.test-kit\.tsx?$|-test-kit\.ts$|-isolation-(probes|world)\.ts$|[/\\]test[/\\]/;

const walk = (folder) =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules' || name === 'dist' || name === 'migrations') return [];
    if (statSync(path).isDirectory()) return walk(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const specifiersOf = (text) => [...text.matchAll(IMPORT)].map((match) => match[1] ?? match[2]);

/** The packages measured: where features live, and which other top folders form the frame. */
const PACKAGES = [
  {
    name: 'domain',
    src: 'packages/domain/src',
    features: 'packages/domain/src',
    shared: ['http', 'format', 'phone', 'product'],
  },
  { name: 'server', src: 'apps/server/src', features: 'apps/server/src/features' },
  { name: 'web', src: 'apps/web/src', features: 'apps/web/src/features' },
];

/** `features/x/...` → `x`; any other top folder of the package → `(folder)`; a root file → `(root)`. */
const nodeOf = (pkg, file) => {
  const inFeatures = relative(join(root, pkg.features), file);
  if (!inFeatures.startsWith('..')) {
    const [first] = inFeatures.split(sep);
    if (first && (pkg.shared ?? []).includes(first)) return `(${first})`;
    return first && inFeatures.includes(sep) ? first : '(root)';
  }
  const inSrc = relative(join(root, pkg.src), file).split(sep);
  return inSrc.length > 1 ? `(${inSrc[0]})` : '(root)';
};

const stronglyConnected = (nodes, edges) => {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indexOf.get(next)));
    }
    if (low.get(node) === indexOf.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of nodes) if (!indexOf.has(node)) visit(node);
  return components;
};

for (const pkg of PACKAGES) {
  const files = walk(join(root, pkg.src)).filter((file) => !TEST_FILE.test(file));
  const edgeCounts = new Map();
  for (const file of files) {
    const from = nodeOf(pkg, file);
    for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      if (relative(join(root, pkg.src), target).startsWith('..')) continue;
      const to = nodeOf(pkg, target);
      if (to === from) continue;
      const key = `${from} -> ${to}`;
      edgeCounts.set(key, (edgeCounts.get(key) ?? 0) + 1);
    }
  }
  const edges = new Map();
  const nodes = new Set();
  const featureEdges = new Map();
  for (const key of edgeCounts.keys()) {
    const [from, to] = key.split(' -> ');
    nodes.add(from);
    nodes.add(to);
    edges.set(from, [...(edges.get(from) ?? []), to]);
    if (!from.startsWith('(') && !to.startsWith('('))
      featureEdges.set(from, [...(featureEdges.get(from) ?? []), to]);
  }
  const featureLoops = stronglyConnected([...nodes], featureEdges);
  const allLoops = stronglyConnected([...nodes], edges);
  const frameToFeature = [...edgeCounts].filter(
    ([key]) => key.startsWith('(') && !key.split(' -> ')[1].startsWith('('),
  );
  const featureToFrame = [...edgeCounts].filter(
    ([key]) => !key.startsWith('(') && key.split(' -> ')[1].startsWith('('),
  );
  console.log(`\n## ${pkg.name} (${files.length} source files, tests excluded)`);
  console.log(`feature → feature import edges: ${[...featureEdges.values()].flat().length}`);
  console.log(
    `loops among features: ${featureLoops.length}${featureLoops.map((loop) => `\n  - ${loop.join(' ↔ ')}`).join('')}`,
  );
  console.log(
    `loops counting the frame folders too: ${allLoops.length}${allLoops.map((loop) => `\n  - ${loop.join(' ↔ ')}`).join('')}`,
  );
  const sum = (pairs) => pairs.reduce((total, [, count]) => total + count, 0);
  console.log(
    `imports frame → features: ${sum(frameToFeature)}; features → frame: ${sum(featureToFrame)}`,
  );
  if (showEdges)
    for (const [key, count] of [...edgeCounts].sort()) console.log(`  ${key}  (${count})`);
}

if (showSql || true) {
  const serverSrc = join(root, 'apps/server/src');
  const REACHES_DB =
    /from\s+['"](pg|drizzle-orm(\/[^'"]*)?)['"]|\.(query|execute)\s*[(<]|\b(db|tx|database|executor|client)\.(select|insert|update|delete)\s*\(/;
  const outside = walk(serverSrc)
    .filter((file) => !TEST_FILE.test(file))
    .filter((file) => !relative(serverSrc, file).startsWith(`db${sep}`))
    .filter((file) => !/-store\.ts$/.test(file))
    .filter((file) => REACHES_DB.test(readFileSync(file, 'utf8')));
  console.log(
    `\n## server files reaching the database outside *-store.ts and db/: ${outside.length}`,
  );
  if (showSql) for (const file of outside) console.log(`  ${relative(root, file)}`);
}
