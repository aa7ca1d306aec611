/**
 * A YouTube video's id from what an editor pastes: the 11-character id itself, or any of the addresses
 * YouTube shares (watch?v=, youtu.be/, embed/, shorts/, live/, the no-cookie domain). Anything else is kept
 * as typed, for the server to judge (it names the field when the id is not 11 URL-safe characters).
 */
const HOSTS = /^(?:www\.|m\.|music\.)?(?:youtube\.com|youtube-nocookie\.com)$/;
const ID = /^[A-Za-z0-9_-]{11}$/;

function idFromUrl(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (!HOSTS.test(url.hostname)) return null;
  const v = url.searchParams.get('v');
  if (v) return v;
  const [, section, id] = url.pathname.split('/');
  return ['embed', 'shorts', 'live', 'v'].includes(section ?? '') ? (id ?? null) : null;
}

export function youtubeIdOf(pasted: string): string {
  const value = pasted.trim();
  if (ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return pasted;
  }
  const id = idFromUrl(url);
  return id && ID.test(id) ? id : pasted;
}
