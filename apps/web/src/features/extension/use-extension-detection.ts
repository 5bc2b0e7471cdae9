import { useEffect, useRef, useState } from 'react';
import {
  EXTENSION_ICON_PATH,
  EXTENSION_PRESENCE_ATTRIBUTE,
  EXTENSION_VERSION_ATTRIBUTE,
} from '@hirelane/domain/extension/presence';
import { messageEnvelope } from '@hirelane/domain/http/envelope';
import { apiPost } from '../../lib/api-client';

/** SPEC 9: detection is rechecked every 3000 ms. */
export const EXTENSION_RECHECK_MS = 3000;

/** The icon the extension exposes as a web-accessible resource (DESIGN 3 Extension). */
export const extensionIconUrl = (extensionId: string): string =>
  `chrome-extension://${extensionId}/${EXTENSION_ICON_PATH}`;

/** Resolves true when the extension's icon loads, false when it does not. */
export const probeExtension = (extensionId: string): Promise<boolean> =>
  new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    image.src = extensionIconUrl(extensionId);
  });

/** The extension's content script has marked the page with its id (domain extension/presence). */
const announced = (extensionId: string): boolean =>
  document.documentElement.getAttribute(EXTENSION_PRESENCE_ATTRIBUTE) === extensionId;

/** POST /api/user/extension: the server cannot see the browser, so the app tells it. */
export const reportExtensionInstalled = async (): Promise<void> => {
  await apiPost('/api/user/extension', messageEnvelope, { installed: true }, { silent: true });
};

/**
 * SPEC 4.8: the browser extension counts as installed when an icon it supplies loads. The icon is
 * requested only once the extension has announced itself on the page: a request to an absent
 * extension fails with a console error, every 3 s. Checked at once and every 3 s while the page is
 * visible (again at once when it shows); the first detection is reported once.
 */
export const useExtensionDetection = (
  extensionId: string,
): { installed: boolean; version: string | null } => {
  const [detected, setDetected] = useState<{ id: string; installed: boolean }>({
    id: extensionId,
    installed: false,
  });
  const reported = useRef(false);
  const installed = detected.id === extensionId && detected.installed;

  useEffect(() => {
    if (!extensionId) return;
    let active = true;
    let interval: ReturnType<typeof setInterval> | undefined;
    const settle = (found: boolean) => {
      if (!active) return;
      setDetected((previous) =>
        previous.id === extensionId && previous.installed === found
          ? previous
          : { id: extensionId, installed: found },
      );
    };
    const check = () => {
      if (!announced(extensionId)) settle(false);
      else void probeExtension(extensionId).then(settle);
    };
    const follow = () => {
      clearInterval(interval);
      interval = undefined;
      if (document.visibilityState !== 'visible') return;
      check();
      interval = setInterval(check, EXTENSION_RECHECK_MS);
    };
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      active = false;
      clearInterval(interval);
      document.removeEventListener('visibilitychange', follow);
    };
  }, [extensionId]);

  useEffect(() => {
    if (!installed || reported.current) return;
    reported.current = true;
    reportExtensionInstalled().catch(() => {
      // Retried on the next detection.
      reported.current = false;
    });
  }, [installed]);

  // The version the extension announced with its id (read while rendering: it is set once).
  const version = installed
    ? document.documentElement.getAttribute(EXTENSION_VERSION_ATTRIBUTE)
    : null;
  return { installed, version };
};
