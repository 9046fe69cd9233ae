// Round-robin across clients (issue 13 item 5): each client has its own FIFO, and the next task
// comes from the client after the one served last. One client's backlog of long notes therefore
// delays another client's short note by at most one task per waiting client, never by the backlog.
export class FairQueue<T> {
  // A Map iterates in insertion order: the first key is the client whose turn it is.
  readonly #queues = new Map<string, T[]>();
  #size = 0;

  get size() {
    return this.#size;
  }

  push(clientKey: string, item: T) {
    const queue = this.#queues.get(clientKey);
    if (queue) queue.push(item);
    else this.#queues.set(clientKey, [item]);
    this.#size += 1;
  }

  shift(): T | undefined {
    for (const [clientKey, queue] of this.#queues) {
      const item = queue.shift();
      // The served client goes to the back of the line, or leaves it when it has nothing left.
      this.#queues.delete(clientKey);
      if (queue.length > 0) this.#queues.set(clientKey, queue);
      if (item !== undefined) {
        this.#size -= 1;
        return item;
      }
    }
    return undefined;
  }

  // Drops every waiting item that matches, e.g. the parts of a note whose listener went away.
  remove(matches: (item: T) => boolean) {
    for (const [clientKey, queue] of this.#queues) {
      const kept = queue.filter((item) => !matches(item));
      this.#size -= queue.length - kept.length;
      if (kept.length > 0) this.#queues.set(clientKey, kept);
      else this.#queues.delete(clientKey);
    }
  }
}
