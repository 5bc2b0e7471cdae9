// The `hirelane/feature-boundaries` rule: which feature folder may import which, and the
// direction between a package's frame (route table, layouts), its features and its shared code.
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Throws when the table of allowed feature imports has a loop, so a new loop cannot be
 * allowed by adding an entry: the table itself must stay one-directional.
 */
export const assertNoLoops = (allowed) => {
  const state = new Map();
  const visit = (feature, path) => {
    if (state.get(feature) === 'done') return;
    if (state.get(feature) === 'open')
      throw new Error(`Feature import table has a loop: ${[...path, feature].join(' → ')}`);
    state.set(feature, 'open');
    for (const next of allowed[feature] ?? []) visit(next, [...path, feature]);
    state.set(feature, 'done');
  };
  for (const feature of Object.keys(allowed)) visit(feature, []);
};

/** Where a file sits in its package: a feature, a frame folder, a shared folder or nothing. */
const placeOf = (options, file) => {
  const inFeatures = relative(options.featuresDir, file);
  const inSrc = relative(options.srcDir, file);
  if (inSrc.startsWith('..')) return { kind: 'outside' };
  const inFeatureFolder = !inFeatures.startsWith('..') && inFeatures.includes(sep);
  const top = (inFeatureFolder ? inFeatures : inSrc).split(sep)[0];
  if ((options.shared ?? []).includes(top)) return { kind: 'shared', name: top };
  if (inFeatureFolder) return { kind: 'feature', name: top };
  if ((options.frame ?? []).includes(top)) return { kind: 'frame', name: top };
  return { kind: 'other', name: top };
};

const messageFor = (from, to, options) => {
  if (from.kind === 'feature' && to.kind === 'feature' && from.name !== to.name) {
    const allowed = options.allowed[from.name];
    if (!allowed)
      return `Feature "${from.name}" is not in the feature import table of eslint.config.js: add it with the features it may import.`;
    if (!allowed.includes(to.name))
      return `Feature "${from.name}" may not import feature "${to.name}" (feature import table in eslint.config.js). Move the shared part to the feature both depend on, or to a shared folder.`;
  }
  if (from.kind === 'feature' && to.kind === 'frame')
    return `Features may not import the frame ("${to.name}/"): the frame imports features, not the reverse. Move what both need to ${(options.shared ?? []).join(' or ') || 'a shared folder'}.`;
  if (from.kind === 'shared' && (to.kind === 'feature' || to.kind === 'frame'))
    return `Shared code ("${from.name}/") may not import ${to.kind === 'feature' ? `feature "${to.name}"` : `the frame ("${to.name}/")`}.`;
  return null;
};

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import each other in one direction, given by a table.' },
    schema: [{ type: 'object', additionalProperties: true }],
  },
  create(context) {
    const raw = context.options[0];
    const root = context.cwd;
    const options = {
      ...raw,
      srcDir: resolve(root, raw.srcDir),
      featuresDir: resolve(root, raw.featuresDir),
    };
    const from = placeOf(options, context.filename);
    if (from.kind === 'outside') return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = placeOf(options, resolve(dirname(context.filename), specifier));
      const message = messageFor(from, to, options);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
