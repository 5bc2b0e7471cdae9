/**
 * pdf.js calls ArrayBuffer.prototype.transferToFixedLength (ES2024, Node 21+) when it hands font
 * data from its parser to the caller, which `page.getOperatorList()` does. Node 20 lacks it; this
 * adds a copying version when, and only when, the method is missing.
 */
type WithTransfer = { transferToFixedLength?: (length?: number) => ArrayBuffer };

export const ensureArrayBufferTransfer = (): void => {
  const prototype = ArrayBuffer.prototype as ArrayBuffer & WithTransfer;
  if (typeof prototype.transferToFixedLength === 'function') return;
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length: number = this.byteLength): ArrayBuffer {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
};
