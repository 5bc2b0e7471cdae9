/**
 * The public half of the extension's signing key (decision 044). Chrome derives an extension's id
 * from the `key` of its manifest: the first 32 hex digits of SHA-256 of this DER-encoded key,
 * mapped 0-9a-f to a-p. With it in the manifest, every unpacked build, on every machine, has the
 * same id, so the server's default EXTENSION_ID names it. A public key: fine to commit.
 */
export const EXTENSION_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA+ShzgVtHyaX0bKiUGc59qnHDrAGjX/jzJBqioj6qy+FlKat+9mmC6Is2YXCk+HiAEPY4OZciR2Z1SX6+1QY0RlVkP61ODIShFmNP4GmfmrZ/Q17yXBNNNE4vQowKKfXuWsXEfDbkoAw0lRk+m44p2B96y2V8s7h5BoUbcLkDbNB7Jhd1QpuoFxI9zbec3Py7X2x0Z8qIVHdDiOZTYLWb34zrnEzYudpGIc9DTvqJR8ccup3ikvCyzd9VD6R9bvAXmNgfvDOvTRSPGBkGNNSTbKmkEsBvC8x49z2CQ/Tx5E+VlUnO1xb2n/Ry9qCeTKJfo8Co7YqEPlnG0nRb0po2LQIDAQAB';

/** The id Chrome gives the extension built with EXTENSION_PUBLIC_KEY (checked by a unit test). */
export const EXTENSION_DEFAULT_ID = 'emomcpmghfdgogbfdcoeplkpnljggihd';

/** Where the app serves the zip of the built extension (the install page links it). */
export const EXTENSION_DOWNLOAD_PATH = '/downloads/hirelane-extension.zip';

/**
 * The app's public page that explains how to install the extension: SPEC 2.3's Free Tools entry,
 * beside the other free tools (decision 029); the badge and the checklist lead there too.
 */
export const EXTENSION_INSTALL_PAGE = '/tools/browser-extension';
