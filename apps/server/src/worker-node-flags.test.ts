import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WORKER_NODE_FLAGS } from './worker-node-flags';

describe('the worker process flags', () => {
  it('are the ones npm run start:worker passes to node', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
    ) as { scripts: Record<string, string> };
    const command = manifest.scripts['start:worker'] ?? '';
    expect(command).toMatch(/--role=worker$/);
    expect(command).toContain(`node ${WORKER_NODE_FLAGS.join(' ')} --import tsx`);
  });
});
