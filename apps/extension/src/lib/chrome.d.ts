/**
 * The few extension APIs the extension uses (Manifest V3), typed by hand: no @types/chrome
 * dependency for a handful of calls. Kept to the shapes Chrome documents.
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
    type Tab = { id?: number; status?: string };
    function query(query: { active: boolean; currentWindow: boolean }): Promise<Tab[]>;
    function sendMessage<T = unknown>(tabId: number, message: unknown): Promise<T>;
    function create(properties: { url: string; active?: boolean }): Promise<Tab>;
    function get(tabId: number): Promise<Tab>;
    function remove(tabId: number): Promise<void>;
  }
  namespace alarms {
    type Alarm = { name: string };
    function create(
      name: string,
      info: { periodInMinutes: number; delayInMinutes?: number },
    ): Promise<void>;
    function get(name: string): Promise<Alarm | undefined>;
    const onAlarm: { addListener(callback: (alarm: Alarm) => void): void };
  }
  namespace storage {
    const local: {
      get(keys: string[]): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
    };
  }
}
