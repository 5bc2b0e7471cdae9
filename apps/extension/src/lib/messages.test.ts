import { describe, expect, it } from 'vitest';
import { isExtensionApiPath, isHealthReport, isMessagesReport } from './messages';

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

describe('reports from LinkedIn pages', () => {
  it('recognises health and messages reports by their type and shape only', () => {
    expect(
      isHealthReport({
        type: 'hirelane:linkedin-health',
        health: { state: 'logged_out', message: 'x' },
      }),
    ).toBe(true);
    expect(isHealthReport({ type: 'hirelane:linkedin-health' })).toBe(false);
    expect(isHealthReport({ type: 'hirelane:api', health: { state: 'ok' } })).toBe(false);
    expect(isMessagesReport({ type: 'hirelane:linkedin-messages', messages: [] })).toBe(true);
    expect(isMessagesReport({ type: 'hirelane:linkedin-messages', messages: 'x' })).toBe(false);
    expect(isMessagesReport(null)).toBe(false);
  });
});
