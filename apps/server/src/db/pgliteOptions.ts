import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * The embedded database's page cache. PostgreSQL's default of 128 MB is taken from the process's
 * own memory in WebAssembly (and touched at start), where a server's is shared memory beside it;
 * the demo's whole database is a few MB and the operating system caches its files anyway.
 */
const PGLITE_SHARED_BUFFERS = '16MB';

const BYTEA_OID = 17;

/**
 * Files (fonts, media) cross into PGlite as hex text converted natively: PGlite's own bytea
 * conversion maps each byte through a string in JavaScript, which held the event loop for half
 * a second for a 600 KB font upload (issue 39).
 */
const BYTEA_AS_HEX = {
  serializers: {
    [BYTEA_OID]: (value: unknown) => {
      if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
    },
  },
  parsers: {
    [BYTEA_OID]: (text: string) => new Uint8Array(Buffer.from(text.slice(2), 'hex')),
  },
};

/** How the server opens PGlite, in its own thread or in the database thread alike. */
export function pgliteOptions(): PGliteOptions {
  return {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...BYTEA_AS_HEX,
  };
}
