import { DOMParser } from '@xmldom/xmldom';

/** One <response> of a WebDAV multistatus: its href and the properties found (status 200). */
export type DavResource = { href: string; props: Element[] };

export const DAV = 'DAV:';
export const CALDAV = 'urn:ietf:params:xml:ns:caldav';

const childrenOf = (element: Element, namespace: string, localName: string): Element[] => {
  const found: Element[] = [];
  for (let node = element.firstChild; node; node = node.nextSibling) {
    if (node.nodeType !== 1) continue;
    const child = node as Element;
    if (child.namespaceURI === namespace && child.localName === localName) found.push(child);
  }
  return found;
};

export const firstChild = (
  element: Element | undefined,
  namespace: string,
  localName: string,
): Element | undefined => (element ? childrenOf(element, namespace, localName)[0] : undefined);

export const textOf = (element: Element | undefined): string => element?.textContent?.trim() ?? '';

export const descendants = (element: Element, namespace: string, localName: string): Element[] => {
  const list = element.getElementsByTagNameNS(namespace, localName);
  const found: Element[] = [];
  for (let index = 0; index < list.length; index += 1) {
    const item = list.item(index);
    if (item) found.push(item);
  }
  return found;
};

/** The resources of a 207 answer, with only the properties the server found. */
export const parseMultistatus = (xml: string): DavResource[] => {
  const errors: string[] = [];
  const document = new DOMParser({
    errorHandler: {
      warning: () => undefined,
      error: (message: unknown) => errors.push(String(message)),
      fatalError: (message: unknown) => errors.push(String(message)),
    },
  }).parseFromString(xml, 'application/xml');
  const root = document.documentElement;
  if (errors.length > 0 || !root || root.namespaceURI !== DAV || root.localName !== 'multistatus')
    return [];
  return childrenOf(root, DAV, 'response').map((response) => {
    const props: Element[] = [];
    for (const propstat of childrenOf(response, DAV, 'propstat')) {
      const status = textOf(firstChild(propstat, DAV, 'status'));
      if (!/\s2\d\d\s/.test(` ${status} `)) continue;
      const prop = firstChild(propstat, DAV, 'prop');
      if (!prop) continue;
      for (let node = prop.firstChild; node; node = node.nextSibling)
        if (node.nodeType === 1) props.push(node as Element);
    }
    return { href: textOf(firstChild(response, DAV, 'href')), props };
  });
};

export const propOf = (
  resource: DavResource,
  namespace: string,
  localName: string,
): Element | undefined =>
  resource.props.find((prop) => prop.namespaceURI === namespace && prop.localName === localName);
