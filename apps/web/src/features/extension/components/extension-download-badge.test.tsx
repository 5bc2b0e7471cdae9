import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import {
  EXTENSION_PRESENCE_ATTRIBUTE,
  EXTENSION_VERSION_ATTRIBUTE,
} from '@hirelane/domain/extension/presence';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { ExtensionDownloadBadge } from './extension-download-badge';

const EXTENSION_ID = 'abcdefghijklmnopabcdefghijklmnop';

/** An Image whose load succeeds: the extension's icon is there. */
class LoadingImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_value: string) {
    queueMicrotask(() => this.onload?.());
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute(EXTENSION_PRESENCE_ATTRIBUTE);
  document.documentElement.removeAttribute(EXTENSION_VERSION_ATTRIBUTE);
});

describe('ExtensionDownloadBadge', () => {
  it('leads to the page that serves the extension, in a new tab', () => {
    renderWithApp(<ExtensionDownloadBadge />, {
      session: sessionFixture({ extension_id: EXTENSION_ID }),
    });
    const link = screen.getByRole('link', { name: /Get the extension/ });
    expect(link).toHaveAttribute('href', '/tools/browser-extension');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('asks for an update when the installed extension is older than the app needs', async () => {
    vi.stubGlobal('Image', LoadingImage);
    document.documentElement.setAttribute(EXTENSION_PRESENCE_ATTRIBUTE, EXTENSION_ID);
    document.documentElement.setAttribute(EXTENSION_VERSION_ATTRIBUTE, '0.0.1');
    renderWithApp(<ExtensionDownloadBadge />, {
      session: sessionFixture({ extension_id: EXTENSION_ID }),
    });
    expect(await screen.findByRole('link', { name: /Update the extension/ })).toHaveAttribute(
      'href',
      '/tools/browser-extension',
    );
  });

  it('disappears once an up-to-date extension is detected', async () => {
    vi.stubGlobal('Image', LoadingImage);
    document.documentElement.setAttribute(EXTENSION_PRESENCE_ATTRIBUTE, EXTENSION_ID);
    document.documentElement.setAttribute(EXTENSION_VERSION_ATTRIBUTE, '9.0.0');
    renderWithApp(<ExtensionDownloadBadge />, {
      session: sessionFixture({ extension_id: EXTENSION_ID }),
    });
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: /extension/ })).toBeNull());
  });
});
