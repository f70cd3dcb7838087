import type { HealthAnswer } from '@pms/contracts';
/** The health check's answer: whether this process and its database answer. */
export function presentHealth(databaseAnswers: boolean): HealthAnswer {
  return databaseAnswers
    ? { status: 'ok', database: 'ok' }
    : { status: 'error', database: 'unreachable' };
}
