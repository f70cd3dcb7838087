import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_NOT_ALLOWED, BATCH_OTHER_REGION } from '../../batch/batchPolicy.ts';
import { type DemoApp, demoApp, demoCopyIri } from '../../test/demoApp.ts';
import { pdfText } from '../../test/pdfText.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';
import { BATCH_NOT_DONE, OTHERS_BATCH } from './batchExports.ts';

interface Batch {
  '@id': string;
  status: string;
  total: number;
  done: number;
  file: string | null;
}

/** Extra dealers of CZ: 45 with the demo's one make three parts of the queue. */
const EXTRA_DEALERS = 45;

describe.each(TEST_DATABASES)('batch exports for every dealer of a region on $name', ({ name }) => {
  let demo: DemoApp;
  let copy = '';

  beforeAll(async () => {
    demo = await demoApp(name, { BATCH_WORKERS: '1' });
    copy = await demoCopyIri(demo, 'Winter tyre storage', 'cz');
    const admin = await demo.login('admin');
    for (let i = 1; i <= EXTRA_DEALERS; i++) {
      const created = await demo.app.inject({
        method: 'POST',
        url: '/api/dealer_profiles',
        headers: admin,
        payload: { hnr: `49${String(i).padStart(3, '0')}`, region: 'cz', name: `Dealer ${i}` },
      });
      expect(created.statusCode).toBe(201);
    }
  });

  afterAll(async () => {
    await demo?.close();
  });

  const start = async (username: string, payload: object) =>
    demo.app.inject({
      method: 'POST',
      url: '/api/batch_exports',
      headers: await demo.login(username),
      payload,
    });
  const read = async (username: string, url: string) =>
    demo.app.inject({ url, headers: await demo.login(username) });

  async function finished(iri: string): Promise<Batch> {
    for (let tries = 0; tries < 600; tries++) {
      const batch = (await read('regionadmin.cz', iri)).json() as Batch;
      if (batch.status !== 'queued' && batch.status !== 'running') return batch;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the batch did not finish');
  }

  it('is for admins and the region admin of the region only', async () => {
    const dealer = await start('dealer.cz', { sheet: copy });
    expect(dealer.statusCode).toBe(403);
    expect(dealer.json()['hydra:description']).toBe(BATCH_NOT_ALLOWED);
    const master = copy.replace(/regional_sheets\/\d+/, 'sheets/1');
    const other = await start('regionadmin.cz', { sheet: master, region: 'pl' });
    expect(other.statusCode).toBe(403);
    expect(other.json()['hydra:description']).toBe(BATCH_OTHER_REGION);
    const noRegion = await start('admin', { sheet: master });
    expect(noRegion.statusCode).toBe(400);
    expect(noRegion.json()['hydra:description']).toContain('region');
    const empty = await start('admin', { sheet: master, region: 'hu' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()['hydra:description']).toContain('HU');
  });

  it('makes one file per dealer with their profile, follows progress, and zips them', async () => {
    const started = await start('regionadmin.cz', { sheet: copy });
    expect(started.statusCode).toBe(202);
    const queued = started.json() as Batch;
    expect(queued).toMatchObject({ status: 'queued', total: EXTRA_DEALERS + 1, file: null });
    const early = await read('regionadmin.cz', `${queued['@id']}/file`);
    if (early.statusCode !== 200) {
      expect(early.statusCode).toBe(409);
      expect(early.json()['hydra:description']).toBe(BATCH_NOT_DONE);
    }
    // Someone else's batch stays theirs; an admin sees it.
    expect((await read('dealer.cz', queued['@id'])).json()['hydra:description']).toBe(OTHERS_BATCH);
    expect((await read('admin', queued['@id'])).statusCode).toBe(200);

    const done = await finished(queued['@id']);
    expect(done).toMatchObject({ status: 'done', done: EXTRA_DEALERS + 1 });
    const zip = await read('regionadmin.cz', done.file ?? '');
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const names = Object.keys(files).sort();
    expect(names).toHaveLength(EXTRA_DEALERS + 1);
    expect(names[0]).toBe('41001 Autosalon Praha s.r.o..pdf');
    expect(names).toContain('49007 Dealer 7.pdf');
    // Each dealer's own profile fills the bound texts.
    expect(pdfText(files['41001 Autosalon Praha s.r.o..pdf'] ?? new Uint8Array())).toContain(
      '+420 222 123 456',
    );
    expect(pdfText(files['49007 Dealer 7.pdf'] ?? new Uint8Array())).toContain('Dealer 7');
    const list = (await read('regionadmin.cz', '/api/batch_exports')).json();
    expect(list['hydra:member'].map((b: Batch) => b['@id'])).toContain(queued['@id']);
    expect((await read('dealer.cz', '/api/batch_exports')).json()['hydra:totalItems']).toBe(0);
  });

  it('stops at the next dealer when cancelled', async () => {
    const started = (await start('admin', { sheet: copy, format: 'png' })).json() as Batch;
    const cancel = await demo.app.inject({
      method: 'POST',
      url: `${started['@id']}/cancel`,
      headers: await demo.login('admin'),
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().status).toBe('cancelled');
    // Give the worker time to have taken a part: it must stop, not finish the batch.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = (await read('admin', started['@id'])).json() as Batch;
    expect(after.status).toBe('cancelled');
    expect(after.done).toBeLessThan(after.total);
    const again = await demo.app.inject({
      method: 'POST',
      url: `${started['@id']}/cancel`,
      headers: await demo.login('admin'),
    });
    expect(again.statusCode).toBe(409);
  });
});
