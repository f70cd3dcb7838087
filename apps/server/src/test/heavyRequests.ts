import { readFile } from 'node:fs/promises';
import { NOTO_SANS_FILES } from '@pms/sheet/node';
import { type AttackCase, type AttackedServer, form, send } from './attackScenario.ts';

/**
 * Large requests that are valid and answered with a 2xx, but each once held the server's
 * event loop for hundreds of milliseconds (issue 39 point 6): a sheet save near its 8 MB limit,
 * a brand font upload, a burst of exports. `npm run bench:attack` sends each alone and prints
 * the longest event-loop delay it caused.
 */

/** The size of the largest save the security round sent: 7.7 MiB of body. */
export const LARGE_SAVE_BYTES = Math.round(7.7 * 2 ** 20);
const PARALLEL_EXPORTS = 16;

type Element = { id: number; variants: unknown[]; config: { name: string } };
type SheetJson = { elements: Element[] } & Record<string, unknown>;

/**
 * A save's body of about `bytes`: `fields`, and `data` grown by copies of its elements (each
 * with an id and name of its own) as JSON text, as the designer sends it.
 */
export function grownSheetText(data: SheetJson, bytes: number, fields: Record<string, unknown>) {
  const plain = data.elements.filter((element) => element.variants.length === 0);
  const bodyOf = (elements: unknown[]) =>
    JSON.stringify({ ...fields, data: JSON.stringify({ ...data, elements }) });
  // Each copy costs about as much as its original did in the body; one pass sizes the rest.
  const one = bodyOf([...data.elements, ...plain]).length - bodyOf(data.elements).length;
  const copies = Math.max(
    0,
    Math.floor((bytes - bodyOf(data.elements).length) / (one / plain.length)),
  );
  let nextId = Math.max(...data.elements.map((element) => element.id)) + 1;
  const elements: unknown[] = [...data.elements];
  for (let i = 0; i < copies; i++) {
    const original = plain[i % plain.length] as Element;
    const id = nextId++;
    elements.push({ ...original, id, config: { ...original.config, name: `Copy ${id}` } });
  }
  return bodyOf(elements);
}

/** The large requests of issue 39 (and a copy's save beside the master's), ready to send. */
export async function heavyCases(target: AttackedServer): Promise<AttackCase[]> {
  const admin = { ...target.auth.admin, 'content-type': 'application/json' };
  const dealer = { ...target.auth['dealer.cz'], 'content-type': 'application/json' };
  const call = async (path: string, method: string, body?: unknown) => {
    const init = body === undefined ? {} : { body: JSON.stringify(body) };
    const answer = await target.call(path, { method, headers: admin, ...init });
    if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}`);
    return JSON.parse(answer.text);
  };

  // A master of its own, so the reference sheet other attacks read stays as it is.
  const masters = await call('/api/sheets?itemsPerPage=100', 'GET');
  const referenceIri = (masters['hydra:member'] as { '@id': string; name: string }[]).find(
    (sheet) => sheet.name === 'Reference offer sheet',
  )?.['@id'];
  const reference: { category: string; data: string } = await call(`${referenceIri}`, 'GET');
  const created = await call('/api/sheets', 'POST', {
    name: 'Large save',
    category: reference.category,
    data: reference.data,
  });
  let version: number = created.version;
  const data: SheetJson = JSON.parse(reference.data);
  // A regional copy of it, whose save also counts its translations against the master.
  const copy = await call('/api/regional_sheets', 'POST', {
    master: created['@id'],
    region: 'hu',
  });
  let copyVersion: number = copy.version;

  const family = await call('/api/font_families', 'POST', { name: `Bench ${Date.now()}` });
  const font = await form({
    name: 'NotoSans-Regular.ttf',
    bytes: await readFile(NOTO_SANS_FILES.regular),
  });

  const exportBody = JSON.stringify({
    sheet: `/api/regional_sheets/${target.referenceCz}`,
    format: 'pdf',
  });
  return [
    [
      `sheet save of ${(LARGE_SAVE_BYTES / 2 ** 20).toFixed(1)} MiB`,
      async () => {
        const body = grownSheetText(data, LARGE_SAVE_BYTES, { version });
        const answer = await send(target.address, created['@id'], admin, body, 'PUT');
        if (answer.status === 200) version = JSON.parse(answer.text).version;
        return answer;
      },
    ],
    [
      `regional copy save of ${(LARGE_SAVE_BYTES / 2 ** 20).toFixed(1)} MiB`,
      async () => {
        const body = grownSheetText(data, LARGE_SAVE_BYTES, { version: copyVersion });
        const answer = await send(target.address, copy['@id'], admin, body, 'PUT');
        if (answer.status === 200) copyVersion = JSON.parse(answer.text).version;
        return answer;
      },
    ],
    [
      `font upload of ${Math.round(font.body.byteLength / 1000)} KB`,
      () =>
        send(
          target.address,
          `${family['@id']}/faces`,
          { ...target.auth.admin, 'content-type': font.type },
          font.body,
        ),
    ],
    [
      `${PARALLEL_EXPORTS} PDF exports at once`,
      async () => {
        const answers = await Promise.all(
          Array.from({ length: PARALLEL_EXPORTS }, () =>
            send(target.address, '/api/exports', dealer, exportBody),
          ),
        );
        // The worst answer stands for the burst.
        const worst = answers.find((answer) => answer.status !== 200) ?? answers[0];
        return { status: worst?.status ?? 0, text: '' };
      },
    ],
  ];
}
