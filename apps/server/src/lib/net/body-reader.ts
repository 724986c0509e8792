import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/** The body grew past the byte cap (counted after decompression). */
export class ResponseTooLargeError extends Error {
  readonly code = 'ERR_RESPONSE_TOO_LARGE';
  constructor(readonly maxBytes: number) {
    super(`Response body exceeds ${maxBytes} bytes`);
    this.name = 'ResponseTooLargeError';
  }
}

/** The server used a Content-Encoding we did not offer and cannot decode. */
export class UnsupportedEncodingError extends Error {
  readonly code = 'ERR_UNSUPPORTED_ENCODING';
  constructor(readonly encoding: string) {
    super(`Unsupported content encoding: ${encoding}`);
    this.name = 'UnsupportedEncodingError';
  }
}

/** The encodings we advertise in Accept-Encoding; exactly those we can decode below. */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

// Sync flush lets a truncated but otherwise valid stream decode as far as it goes, like browsers do.
const lenient = { finishFlush: zlib.constants.Z_SYNC_FLUSH };

function decoderFor(encoding: string): Transform | undefined {
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip(lenient);
    case 'deflate':
      return zlib.createInflate(lenient);
    case 'br':
      return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
    case 'identity':
    case '':
      return undefined;
    default:
      throw new UnsupportedEncodingError(encoding);
  }
}

/**
 * Reads a response body into one Buffer, decoding its Content-Encoding and stopping as soon as the decoded
 * size passes `maxBytes`: a gzip bomb (tiny on the wire, gigabytes inflated) ends after `maxBytes` of
 * output, because the decoder only inflates as fast as we pull from it and is destroyed on the first chunk
 * over the cap. Destroying the pipeline also destroys `body`, which aborts the download.
 */
export async function readCappedBody(
  body: Readable,
  contentEncoding: string | undefined,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<Buffer> {
  // Encodings are listed in the order they were applied, so they are undone in reverse.
  const encodings = (contentEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e && e !== 'identity')
    .reverse();
  let decoders: Transform[];
  try {
    decoders = encodings.map(decoderFor).filter((d): d is Transform => d !== undefined);
  } catch (err) {
    body.destroy();
    throw err;
  }
  const chunks: Buffer[] = [];
  let total = 0;
  let tooLarge: ResponseTooLargeError | undefined;
  const collect = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      total += chunk.length;
      if (total > maxBytes) throw (tooLarge = new ResponseTooLargeError(maxBytes));
      chunks.push(chunk);
    }
  };
  // The array form of pipeline takes any number of transforms; its typing does not know async-function sinks.
  const stages = [body, ...decoders, collect] as unknown as NodeJS.ReadWriteStream[];
  try {
    await pipeline(stages, signal ? { signal } : {});
  } catch (err) {
    // Tearing the pipeline down can surface as an AbortError from another stage; the cap is the real cause.
    throw tooLarge ?? err;
  }
  return Buffer.concat(chunks, total);
}
