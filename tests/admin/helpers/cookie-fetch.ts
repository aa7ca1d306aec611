/** fetch with a one-origin cookie jar, standing in for the browser's cookie handling. */
export function cookieFetch(): typeof fetch & { cookies: Map<string, string> } {
  const cookies = new Map<string, string>();
  const wrapped = async (input: string | URL | Request, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair.split('=');
      if (value) cookies.set(name.trim(), value.trim());
      else cookies.delete(name.trim());
    }
    return response;
  };
  return Object.assign(wrapped, { cookies });
}
