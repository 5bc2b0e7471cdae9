import { RuleTester } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { assertNoLoops, featureBoundaries } from './feature-boundaries.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const options = [
  {
    srcDir: 'app/src',
    featuresDir: 'app/src/features',
    frame: ['layouts'],
    shared: ['lib'],
    allowed: { campaigns: ['projects'], projects: [] },
  },
];
/** A package whose shared folders sit beside its features (packages/domain). */
const sharedInside = [
  { srcDir: 'app/src', featuresDir: 'app/src', shared: ['y'], allowed: { x: [] } },
];
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const at = (path) => `${process.cwd()}/app/src/${path}`;

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    { filename: at('features/campaigns/a.ts'), code: "import x from '../projects/b';", options },
    { filename: at('features/campaigns/a.ts'), code: "import x from './steps/c';", options },
    { filename: at('features/campaigns/a.ts'), code: "import x from '../../lib/d';", options },
    { filename: at('layouts/frame.ts'), code: "import x from '../features/projects/p';", options },
    { filename: at('features/projects/a.ts'), code: "import { z } from 'zod';", options },
    { filename: at('x/a.ts'), code: "import x from '../y/b';", options: sharedInside },
  ],
  invalid: [
    {
      filename: at('features/projects/a.ts'),
      code: "import x from '../campaigns/b';",
      options,
      errors: [{ message: /Feature "projects" may not import feature "campaigns"/ }],
    },
    {
      filename: at('features/projects/a.ts'),
      code: "export { x } from '../../layouts/frame';",
      options,
      errors: [{ message: /Features may not import the frame/ }],
    },
    {
      filename: at('features/projects/a.ts'),
      code: "const page = import('../campaigns/page');",
      options,
      errors: [{ message: /may not import feature "campaigns"/ }],
    },
    {
      filename: at('lib/util.ts'),
      code: "import x from '../features/projects/p';",
      options,
      errors: [{ message: /Shared code \("lib\/"\) may not import feature "projects"/ }],
    },
    {
      filename: at('y/b.ts'),
      code: "import x from '../x/a';",
      options: sharedInside,
      errors: [{ message: /Shared code \("y\/"\) may not import feature "x"/ }],
    },
    {
      filename: at('features/reports/r.ts'),
      code: "import x from '../projects/p';",
      options,
      errors: [{ message: /"reports" is not in the feature import table/ }],
    },
  ],
});

describe('assertNoLoops', () => {
  it('accepts a one-directional table and names the loop of a table that has one', () => {
    expect(() => assertNoLoops({ a: ['b'], b: ['c'], c: [] })).not.toThrow();
    expect(() => assertNoLoops({ a: ['b'], b: ['c'], c: ['a'] })).toThrow(
      'Feature import table has a loop: a → b → c → a',
    );
  });
});
