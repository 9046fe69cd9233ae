// Asks /api/health again and again while something else runs, and keeps the longest wait: a
// request that blocks the server's event loop shows as a long wait here.
export function probeHealth(url: string, { everyMs = 50 } = {}) {
  let longestMs = 0;
  let asked = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${url}/api/health`);
      await response.arrayBuffer();
      longestMs = Math.max(longestMs, performance.now() - started);
      asked += 1;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { longestMs, asked };
    },
  };
}
