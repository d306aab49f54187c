/**
 * `fetch`, tried once more when the first try fails to connect or finds its kept-alive connection closed. Lighthouse
 * runs in the bench's own process and holds its event loop for long stretches, so the client's timer that retires an
 * idle connection fires late, after the server (keep-alive 72 s) has closed it: the next request on it fails with
 * "fetch failed" though the server is fine. A second try opens a fresh connection.
 */
export async function fetchAgain(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}
