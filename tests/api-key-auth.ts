/** The Authorization header a client of the API sends with a key: Basic, its id and secret. */
export function basicAuth(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
}
