/**
 * The few extension APIs the extension uses (Manifest V3), typed by hand: no @types/chrome
 * dependency for five calls. Kept to the shapes Chrome documents.
 */
declare namespace chrome {
  namespace runtime {
    const id: string;
    type MessageSender = { id?: string; url?: string; tab?: { id?: number } };
    function getManifest(): { version: string };
    function getURL(path: string): string;
    function sendMessage<T = unknown>(message: unknown): Promise<T>;
    const onMessage: {
      addListener(
        callback: (
          message: unknown,
          sender: MessageSender,
          sendResponse: (response: unknown) => void,
        ) => boolean | undefined,
      ): void;
    };
  }
  namespace tabs {
    type Tab = { id?: number };
    function query(query: { active: boolean; currentWindow: boolean }): Promise<Tab[]>;
    function sendMessage<T = unknown>(tabId: number, message: unknown): Promise<T>;
  }
}
