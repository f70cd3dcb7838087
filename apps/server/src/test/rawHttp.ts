import { connect } from 'node:net';

/** What came back on a raw connection, and how much of the body the client got to send. */
export interface RawExchange {
  status: number;
  headers: Record<string, string>;
  /** The answer's body, parsed as JSON when it is JSON. */
  body: unknown;
  text: string;
  /** Body bytes the client wrote before the server closed (or the cap was reached). */
  sent: number;
  /** Whether the server closed the connection (rather than the client giving up). */
  closedByServer: boolean;
}

export interface RawRequest {
  port: number;
  /** Request line and headers, without the blank line that ends them. */
  head: string;
  /**
   * The body, piece by piece: each call answers the next piece, or null at the end. Sent as
   * chunks when the head says `Transfer-Encoding: chunked`.
   */
  body?: () => Uint8Array | string | null;
  /** Stop sending after this many body bytes, and wait for an answer. */
  cap?: number;
  /** Milliseconds between pieces (a slow client); 0 sends as fast as the socket takes. */
  pauseMs?: number;
  /** False leaves the headers unfinished (no blank line): a client that stalls. */
  endHead?: boolean;
  /** Give up waiting for the server after this long. */
  timeoutMs?: number;
}

const CRLF = '\r\n';

/**
 * Sends a request over a plain socket, as a client that ignores the answer and keeps sending
 * until the server closes the connection or `cap` bytes are out, then reads the answer.
 */
export function rawRequest(request: RawRequest): Promise<RawExchange> {
  const chunked = /transfer-encoding:\s*chunked/i.test(request.head);
  const cap = request.cap ?? Number.POSITIVE_INFINITY;
  return new Promise((resolve, reject) => {
    const socket = connect(request.port, '127.0.0.1');
    const received: Buffer[] = [];
    let sent = 0;
    let closed = false;
    let closedByServer = false;
    let timedOut = false;
    const timeout = setTimeout(() => {
      timedOut = true;
      socket.destroy();
    }, request.timeoutMs ?? 60_000);
    socket.on('data', (data) => received.push(data));
    // A server that closes while the client still writes resets the connection: expected.
    socket.on('error', () => {
      if (!timedOut) closedByServer = true;
    });
    // The server has said all it will: the answer is in.
    socket.on('end', () => {
      closedByServer = true;
      socket.destroy();
    });
    socket.on('close', () => {
      closed = true;
      clearTimeout(timeout);
      const text = Buffer.concat(received).toString('latin1');
      if (!text) {
        reject(new Error(`no answer (sent ${sent} body bytes)`));
        return;
      }
      resolve({ ...parseAnswer(text), sent, closedByServer });
    });
    const writeNext = async () => {
      socket.write(
        request.endHead === false ? `${request.head}${CRLF}` : `${request.head}${CRLF}${CRLF}`,
      );
      const next = request.body;
      if (!next) return;
      while (!closed && sent < cap) {
        const piece = next();
        if (piece === null) {
          if (chunked) socket.write(`0${CRLF}${CRLF}`);
          return;
        }
        const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
        const framed = chunked
          ? Buffer.concat([
              Buffer.from(`${bytes.byteLength.toString(16)}${CRLF}`),
              bytes,
              Buffer.from(CRLF),
            ])
          : bytes;
        sent += bytes.byteLength;
        const flushed = socket.write(framed);
        if (request.pauseMs) await new Promise((done) => setTimeout(done, request.pauseMs));
        else if (!flushed) {
          await new Promise<void>((done) => {
            const finish = () => {
              socket.off('drain', finish);
              socket.off('close', finish);
              done();
            };
            socket.once('drain', finish);
            socket.once('close', finish);
          });
        }
      }
    };
    socket.on('connect', () => {
      writeNext().catch(() => socket.destroy());
    });
  });
}

function parseAnswer(text: string): Omit<RawExchange, 'sent' | 'closedByServer'> {
  const end = text.indexOf(`${CRLF}${CRLF}`);
  const headLines = (end === -1 ? text : text.slice(0, end)).split(CRLF);
  const status = Number(headLines[0]?.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of headLines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const bodyText = end === -1 ? '' : text.slice(end + 4);
  let body: unknown = bodyText;
  try {
    body = JSON.parse(Buffer.from(bodyText, 'latin1').toString('utf8'));
  } catch {
    // Not JSON: the text stays as it is, for the assertion to show.
  }
  return { status, headers, body, text };
}

/** An endless body: the same piece for ever, after an optional start. */
export function endless(piece: Uint8Array | string, start?: string): () => Uint8Array | string {
  let first = start !== undefined;
  return () => {
    if (first) {
      first = false;
      return start ?? '';
    }
    return piece;
  };
}

/** The start of a multipart form whose part `name` never ends. */
export function endlessPart(boundary: string, name: string, filename?: string): string {
  const file = filename ? `; filename="${filename}"\r\nContent-Type: application/octet-stream` : '';
  return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n`;
}
