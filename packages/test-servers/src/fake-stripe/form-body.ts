type FormValue = string | FormObject | FormValue[];
export type FormObject = { [key: string]: FormValue };

const toArrays = (value: FormValue): FormValue => {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, toArrays(value[key]!)]));
  if (keys.length > 0 && keys.every((key) => /^\d*$/.test(key)))
    return keys.map((key) => converted[key]!);
  return converted;
};

/**
 * Stripe's form encoding (`line_items[0][price]=p&metadata[a]=b&expand[]=x`) as nested objects;
 * keys that are all indexes become arrays.
 */
export const parseStripeForm = (text: string): FormObject => {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: FormObject = root;
    path.forEach((segment, index) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next !== 'object' || Array.isArray(next)) node[name] = {};
      node = node[name] as FormObject;
    });
  }
  return toArrays(root) as FormObject;
};
