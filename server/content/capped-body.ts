/**
 * Reading a remote answer without trusting its size: a 50 MB answer, or a body
 * that never ends, must cost at most `maxBytes` of memory. The body is read as
 * a stream and the bytes counted; past the cap the stream is cancelled (which
 * closes the connection) and the read fails with a clear reason.
 */
export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
  constructor(readonly maxBytes: number) {
    super(`answered more than ${describeBytes(maxBytes)}; stopped reading`);
  }
}

export function describeBytes(bytes: number): string {
  return bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0
    ? `${bytes / 1024 / 1024} MB`
    : bytes >= 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${bytes} bytes`;
}

/** The body as UTF-8 text, read up to `maxBytes`; a larger body (declared or real) throws BodyTooLargeError. */
export async function readCappedText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("Content-Length") ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new BodyTooLargeError(maxBytes);
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder("utf-8");
  let text = "";
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    read += value.byteLength;
    if (read > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(maxBytes);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** The body as a stream that errors with BodyTooLargeError once more than `maxBytes` have passed. */
function cappedStream(body: ReadableStream<Uint8Array>, maxBytes: number): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let read = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      read += value.byteLength;
      if (read > maxBytes) {
        await reader.cancel().catch(() => {});
        return controller.error(new BodyTooLargeError(maxBytes));
      }
      controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/**
 * A fetch whose answers carry at most `maxBytes` of body, for a client library
 * that reads bodies itself (the Notion client): a larger body errors while it
 * is read, and the connection is closed.
 */
export function cappedFetch(doFetch: typeof fetch, maxBytes: number): typeof fetch {
  return async (input, init) => {
    const response = await doFetch(input, init);
    const declared = Number(response.headers.get("Content-Length") ?? Number.NaN);
    if (declared > maxBytes) {
      await response.body?.cancel().catch(() => {});
      throw new BodyTooLargeError(maxBytes);
    }
    if (!response.body) return response;
    return new Response(cappedStream(response.body, maxBytes), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
