import { describe, expect, it } from 'vitest';
import { isExtensionApiPath } from './messages';

describe('isExtensionApiPath', () => {
  it("lets the panel reach only the app's extension routes", () => {
    expect(isExtensionApiPath('/api/extension/context')).toBe(true);
    expect(isExtensionApiPath('/api/extension/lookup?workspace=4f1c-9a')).toBe(true);
    expect(isExtensionApiPath('/api/project/list')).toBe(false);
    expect(isExtensionApiPath('/api/extension/../project/list')).toBe(false);
    expect(isExtensionApiPath('https://evil.example/api/extension/context')).toBe(false);
  });
});
