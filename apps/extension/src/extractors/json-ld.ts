type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const typesOf = (node: JsonObject): string[] => {
  const type = node['@type'];
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((item): item is string => typeof item === 'string') : [];
};

const nodesOf = (value: unknown): JsonObject[] => {
  if (Array.isArray(value)) return value.flatMap(nodesOf);
  if (!isObject(value)) return [];
  const graph = value['@graph'];
  return [value, ...(graph === undefined ? [] : nodesOf(graph))];
};

/** The first schema.org node of the given type in the page's JSON-LD blocks; bad JSON is skipped. */
export const findJsonLdNode = (document: Document, type: string): JsonObject | null => {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(script.textContent ?? '');
    } catch {
      continue;
    }
    const node = nodesOf(parsed).find((candidate) => typesOf(candidate).includes(type));
    if (node) return node;
  }
  return null;
};

/** A property's values as a list (JSON-LD allows one value or many). */
export const listOf = (node: JsonObject, key: string): unknown[] => {
  const value = node[key];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
};

/** A text property, or the `name` of an object property. */
export const textOfValue = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (isObject(value) && typeof value.name === 'string') return value.name;
  return null;
};

export const propertyObject = (node: JsonObject, key: string): JsonObject | null => {
  const value = listOf(node, key)[0];
  return isObject(value) ? value : null;
};
