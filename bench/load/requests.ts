// The requests the load benchmarks send, as the web app sends them.
import type { BenchServer } from '../support/benchServer.ts';
import type { Step, Target } from '../support/traffic.ts';

/**
 * What Chromium's fetch adds to every read the web app sends: an answer costs the server what it
 * costs to compress it, unless it is kept compressed.
 */
export const BROWSER_ACCEPT_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Reads the reference sheet (the designer opening it). */
export const readItem =
  (target: Target, server: BenchServer): Step =>
  async () => {
    await target.expect(200, 'GET', server.reference['@id'], {
      ...server.auth,
      ...BROWSER_ACCEPT_ENCODING,
    });
  };

/** The first page of the sheet list (the overview). */
export const readList =
  (target: Target, server: BenchServer): Step =>
  async () => {
    await target.expect(200, 'GET', '/api/sheets', { ...server.auth, ...BROWSER_ACCEPT_ENCODING });
  };

/** Exports the reference sheet's first page as the export buttons do. */
export const exportSheet =
  (target: Target, server: BenchServer, format: 'pdf' | 'png'): Step =>
  async () => {
    await target.expect(200, 'POST', '/api/exports', server.auth, {
      sheet: server.reference['@id'],
      format,
      page: 0,
    });
  };

interface SavedSheet {
  '@id': string;
  name: string;
  category: string;
  data: string;
  version: number;
}

/** A saving user's next save, and the removal of the copy they saved when the phase is over. */
export interface Saver {
  step: Step;
  /** Deletes the copy, so that later phases list the same sheets as before. */
  remove(): Promise<void>;
}

/**
 * A designer saving their own sheet again and again (a copy of the reference sheet made for
 * this user, so that no two users' saves meet: each save sends the version the last one made).
 */
export async function saver(target: Target, server: BenchServer, n: number): Promise<Saver> {
  const reference = JSON.parse(
    (await target.expect(200, 'GET', server.reference['@id'], server.auth)).body.toString(),
  ) as SavedSheet;
  let sheet = JSON.parse(
    (
      await target.expect(201, 'POST', '/api/sheets', server.auth, {
        name: `Load test ${n}`,
        category: reference.category,
        data: reference.data,
      })
    ).body.toString(),
  ) as SavedSheet;
  const step: Step = async () => {
    const answer = await target.expect(200, 'PUT', sheet['@id'], server.auth, {
      name: sheet.name,
      category: sheet.category,
      data: sheet.data,
      version: sheet.version,
    });
    sheet = JSON.parse(answer.body.toString()) as SavedSheet;
  };
  const remove = async () => {
    await target.expect(204, 'DELETE', sheet['@id'], server.auth);
  };
  return { step, remove };
}
