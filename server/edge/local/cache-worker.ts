// The Workers Cache API under plain workerd: the site Worker's cacheApiOutbound
// is this service. workerd turns cache.match() into a GET with
// "Cache-Control: only-if-cached" (answered with a CF-Cache-Status of HIT or
// MISS), cache.put() into a PUT whose body is the serialised HTTP response,
// and cache.delete() into a PURGE. Entries live in this isolate's memory and
// expire as their Cache-Control says, like Cloudflare's cache; a response
// marked no-store, private or with a Set-Cookie is not stored.

type Entry = { head: string; body: Uint8Array<ArrayBuffer>; expires: number };

const entries = new Map<string, Entry>();
/** Bounds memory: the oldest entries go first. */
const MAX_ENTRIES = 1000;

function ttlSeconds(headers: Headers): number {
  const control = headers.get("Cache-Control") ?? "";
  if (/\b(no-store|private)\b/i.test(control) || headers.has("Set-Cookie")) return 0;
  const age = /\bs-maxage=(\d+)/i.exec(control) ?? /\bmax-age=(\d+)/i.exec(control);
  return age ? Number(age[1]) : 0;
}

/** Splits "HTTP/1.1 200 OK\r\nName: value\r\n\r\nbody" into its status, headers and body. */
function parseResponse(bytes: Uint8Array): { status: number; headers: Headers; body: Uint8Array } | undefined {
  let end = -1;
  for (let i = 0; i + 3 < bytes.length; i++) {
    if (bytes[i] === 13 && bytes[i + 1] === 10 && bytes[i + 2] === 13 && bytes[i + 3] === 10) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const [statusLine = "", ...lines] = new TextDecoder().decode(bytes.subarray(0, end)).split("\r\n");
  const status = Number(statusLine.split(" ")[1]);
  if (!Number.isInteger(status)) return undefined;
  const headers = new Headers();
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return { status, headers, body: bytes.subarray(end + 4) };
}

export default {
  async fetch(request: Request): Promise<Response> {
    const key = request.url;
    const now = Date.now();
    if (request.method === "PUT") {
      const parsed = parseResponse(new Uint8Array(await request.arrayBuffer()));
      const ttl = parsed ? ttlSeconds(parsed.headers) : 0;
      if (parsed && ttl > 0) {
        entries.delete(key);
        entries.set(key, {
          head: JSON.stringify({ status: parsed.status, headers: [...parsed.headers] }),
          body: parsed.body.slice(),
          expires: now + ttl * 1000,
        });
        while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      }
      return new Response(null, { status: 204 });
    }
    if (request.method === "PURGE") {
      return new Response(null, { status: entries.delete(key) ? 200 : 404 });
    }
    if (request.method === "GET") {
      const entry = entries.get(key);
      if (!entry || entry.expires <= now) {
        if (entry) entries.delete(key);
        return new Response(null, { status: 504, headers: { "CF-Cache-Status": "MISS" } });
      }
      const { status, headers } = JSON.parse(entry.head) as { status: number; headers: [string, string][] };
      const answer = new Headers(headers);
      answer.set("CF-Cache-Status", "HIT");
      return new Response(entry.body, { status, headers: answer });
    }
    return new Response("Method Not Allowed", { status: 405 });
  },
};
