import { describe, expect, it } from 'vitest';
import { isExtensionApiPath } from './messages';

describe('isExtensionApiPath', () => {
  it("lets the panel reach only the app's extension routes", () => {
    expect(isExtensionApiPath('/api/extension/context')).toBe(true);
    expect(isExtensionApiPath('/api/extension/lookup?workspace=4f1c-9a')).toBe(true);
    expect(isExtensionApiPath('/api/project/list')).toBe(false);
    expect(isExtensionApiPath('/api/extension/../project/list')).toBe(false);
    expect(isExtensionApiPath('https://evil.example/api/extension/context')).toBe(false);
    expect(isExtensionApiPath('/api/extension/linkedin/identity?workspace=4f1c-9a')).toBe(true);
    expect(
      isExtensionApiPath(
        '/api/extension/linkedin/actions/0b7e2c1a-5d1f-4c3e-9a7b-2f9e8d7c6b5a/result?workspace=w1',
      ),
    ).toBe(true);
    expect(isExtensionApiPath('/api/extension/linkedin/../../project/list')).toBe(false);
    expect(isExtensionApiPath('/api/extensions/context')).toBe(false);
  });
});
