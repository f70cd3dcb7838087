import type { App } from '../app.ts';

/** A failed login as it reaches the server: from `peer`, naming `forwardedFor` if given. */
export function failedLogin(app: App, username: string, peer: string, forwardedFor?: string) {
  return app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress: peer,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    payload: { username, password: 'guess' },
  });
}

/** The statuses of `count` logins, one after the other, the nth made by `login(n)`. */
export async function statuses(
  count: number,
  login: (attempt: number) => ReturnType<typeof failedLogin>,
): Promise<number[]> {
  const answers: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) {
    answers.push((await login(attempt)).statusCode);
  }
  return answers;
}
