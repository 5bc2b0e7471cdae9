import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** A saved fixture page as a fresh document (jsdom's DOMParser, as in a browser). */
export const loadFixture = (name: string): Document => {
  const path = resolve(import.meta.dirname, '../../test/fixtures', name);
  return new DOMParser().parseFromString(readFileSync(path, 'utf8'), 'text/html');
};
