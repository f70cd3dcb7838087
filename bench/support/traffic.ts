// A closed-loop load generator: each virtual user sends one request, waits for the whole
// answer, and sends the next, for a fixed time. Latency is measured per request and reported
// per kind of request. undici's Pool keeps the connections open, as a browser or a load
// balancer would, so the figures are the server's and not the cost of new TCP connections.
import { Pool } from 'undici';

export interface Answer {
  status: number;
  body: Buffer;
}

/** One server to send to: a pool of keep-alive connections to its address. */
export class Target {
  readonly #pool: Pool;

  constructor(
    readonly address: string,
    connections: number,
  ) {
    this.#pool = new Pool(address, { connections, pipelining: 1 });
  }

  async send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    headers: Record<string, string>,
    json?: unknown,
  ): Promise<Answer> {
    const response = await this.#pool.request({
      method,
      path,
      headers: json === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const body = Buffer.from(await response.body.arrayBuffer());
    return { status: response.statusCode, body };
  }

  /** Like send, but a status other than `expected` is an error naming what came back. */
  async expect(expected: number, ...request: Parameters<Target['send']>): Promise<Answer> {
    const answer = await this.send(...request);
    if (answer.status !== expected) {
      throw new Error(
        `${request[0]} ${request[1]} answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`,
      );
    }
    return answer;
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}

/** A virtual user's next request; throws when the answer is not the expected one. */
export type Step = () => Promise<void>;

export interface Kind {
  name: string;
  /** One step function per virtual user (each may keep its own state, such as a version). */
  users: Step[];
  /**
   * How long a user waits after an answer before the next request (a designer looking at
   * what they saved); 0 or absent sends at once. Spread by ±50 % so users do not march in step.
   */
  thinkMs?: number;
}

export interface KindResult {
  name: string;
  users: number;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** The first wrong answer, to say what went wrong. */
  firstError?: string;
}

/**
 * Runs every user of every kind at once for a number of seconds, or until the signal aborts;
 * answers figures per kind.
 */
export async function runTraffic(
  kinds: Kind[],
  until: number | AbortSignal,
): Promise<KindResult[]> {
  const deadline = typeof until === 'number' ? performance.now() + until * 1000 : Infinity;
  const running = () => (typeof until === 'number' ? performance.now() < deadline : !until.aborted);
  const started = performance.now();
  const results = kinds.map(async (kind) => {
    const latencies: number[] = [];
    let errors = 0;
    let firstError: string | undefined;
    await Promise.all(
      kind.users.map(async (step) => {
        while (running()) {
          const start = performance.now();
          try {
            await step();
            latencies.push(performance.now() - start);
          } catch (error) {
            errors += 1;
            firstError ??= error instanceof Error ? error.message : String(error);
          }
          const pause = (kind.thinkMs ?? 0) * (0.5 + Math.random());
          if (pause > 0) await sleep(Math.min(pause, deadline - performance.now()));
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const sorted = latencies.sort((a, b) => a - b);
    return {
      name: kind.name,
      users: kind.users.length,
      requests: sorted.length + errors,
      errors,
      perSecond: (sorted.length + errors) / elapsed,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      ...(firstError === undefined ? {} : { firstError }),
    };
  });
  return Promise.all(results);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

/** The value below which a share `q` of the sorted samples lies. */
export function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** One line per kind, aligned. */
export function formatResults(results: KindResult[]): string {
  const rows = results.map(
    (r) =>
      `  ${r.name.padEnd(12)} ${String(r.users).padStart(4)} users ${r.perSecond.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   errors ${r.errors}${r.firstError ? ` (first: ${r.firstError})` : ''}`,
  );
  return rows.join('\n');
}
