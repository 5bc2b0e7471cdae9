import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { ExtensionDownloadBadge } from './extension-download-badge';

const PUBLISHED_ID = 'abcdefghijklmnopabcdefghijklmnop';

afterEach(() => vi.unstubAllGlobals());

describe('ExtensionDownloadBadge', () => {
  it('leads to the store page of the published extension, in a new tab', () => {
    renderWithApp(<ExtensionDownloadBadge />, {
      session: sessionFixture({ extension_id: PUBLISHED_ID }),
    });
    const link = screen.getByRole('link', { name: /Get the extension/ });
    expect(link).toHaveAttribute(
      'href',
      `https://chromewebstore.google.com/detail/${PUBLISHED_ID}`,
    );
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('is hidden while no published extension is configured: it would lead nowhere', () => {
    renderWithApp(<ExtensionDownloadBadge />, {
      session: sessionFixture({ extension_id: 'hirelane-extension' }),
    });
    expect(screen.queryByRole('link', { name: /Get the extension/ })).toBeNull();
  });
});
