/**
 * jsdom's Blob (and so File) has no `stream()`, and Node's Request — which the API client builds for every call —
 * reads each file of a multipart body through it: without it an upload in a component test never finishes. This
 * gives jsdom's Blob the browser's `stream()`, read through jsdom's own FileReader. Imported by the tests that
 * upload an image: every browser project's jest setup loads it (tools/jest/setup-dom.ts).
 */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

if (typeof Blob.prototype.stream !== 'function') {
  Object.defineProperty(Blob.prototype, 'stream', {
    configurable: true,
    writable: true,
    value: function stream(this: Blob): ReadableStream<Uint8Array> {
      return new ReadableStream<Uint8Array>({
        start: async (controller) => {
          controller.enqueue(await bytesOf(this));
          controller.close();
        },
      });
    },
  });
}

export {};
