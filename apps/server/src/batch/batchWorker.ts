import type { FastifyInstance } from 'fastify';
import { failBatch, runPart } from './runPart.ts';
import { BATCH_QUEUE, type BatchPart } from './startBatch.ts';

/**
 * This process takes parts of batch exports from the queue (as many at once as configured).
 * A part that fails is tried again; after its last try the batch is marked failed, with why.
 */
export async function startBatchWorker(app: FastifyInstance, workers: number) {
  if (workers === 0) return;
  await app.jobs.work<BatchPart>(BATCH_QUEUE, workers, async (job) => {
    try {
      await runPart(app, job.data);
    } catch (error) {
      app.log.error({ err: error, batch: job.data.batchId }, 'a batch export part failed');
      if (job.retryCount >= job.retryLimit) {
        await failBatch(app, job.data.batchId, 'Some dealers’ files could not be made.');
      }
      throw error;
    }
  });
}
