import type { SheetData } from '@pms/sheet';
import type { FastifyReply } from 'fastify';
import { rememberedQuotedText } from '../commands/sheetDataText.ts';

/**
 * A saved sheet's answer (presentSheet, presentRegionalSheet) as the reply sends it. When a
 * render thread read the saved data, the answer is JSON bytes with the data's JSON string, made
 * in that thread, put in as it is: the answer to a 7.7 MiB save, serialized here (escaping the
 * text, measuring and encoding a 16 MB string, collecting it), held the event loop 70 to 110 ms.
 */
export function sheetAnswer<Answer extends { data: string }>(
  reply: FastifyReply,
  answer: Answer,
  data: unknown,
): Answer | Buffer {
  // A row's data column is typed unknown; only data a thread read has its text remembered.
  const quoted =
    typeof data === 'object' && data !== null ? rememberedQuotedText(data as SheetData) : undefined;
  if (quoted === undefined) return answer;
  const { data: _text, ...rest } = answer;
  const head = JSON.stringify(rest);
  const open = head === '{}' ? '{' : `${head.slice(0, -1)},`;
  reply.type('application/json; charset=utf-8');
  return Buffer.concat([Buffer.from(`${open}"data":`), quoted, Buffer.from('}')]);
}
