/**
 * The last answers of the busiest reads, each kept with everything it was built from
 * (its fingerprint: the search index's offer objects, the seat counts and ratings read
 * fresh for this request). A request whose fingerprint is the same, element for element,
 * gets the very same answer object, so the views are not built again and the response
 * serializer reuses its JSON (http/response-serializer.ts). Nothing is skipped that
 * could change the answer: the seats and ratings are read on every request before the
 * comparison, and the key carries the catalogue's version and the whole query.
 */
// Per memo (search, list-jadwal): a results screen's pages and the groups people open.
// At 64 the benchmark's 70 opened groups missed on every request, and each missed answer,
// kept for 64 requests then dropped, aged into the old generation: the server's memory
// grew under load (list-jadwal's peak RSS at scale 50: 403 MB at 64, 266 MB at 256, one
// run each). An answer is a few to ~20 KB with its JSON: the memo holds at most a few MB.
const MAX_ANSWERS = 256;

export class AnswerMemo<T> {
  private readonly entries = new Map<string, { fingerprint: unknown[]; answer: T }>();

  get(key: string, fingerprint: unknown[]): T | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.fingerprint.length !== fingerprint.length) return undefined;
    for (let i = 0; i < fingerprint.length; i++) {
      if (!Object.is(entry.fingerprint[i], fingerprint[i])) return undefined;
    }
    return entry.answer;
  }

  set(key: string, fingerprint: unknown[], answer: T): void {
    this.entries.delete(key);
    if (this.entries.size >= MAX_ANSWERS) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { fingerprint, answer });
  }
}
