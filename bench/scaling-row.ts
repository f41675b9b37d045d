/**
 * One row of a scaling benchmark: `once` at each size, best of 3 by CPU time
 * (not wall time: the development machine is shared, and waiting for a core
 * is not the measured code's cost), printed with the ratios to the first
 * size, so linear code shows about 2 and 4 at n, 2n and 4n. Returns false
 * when any run ended otherwise than expected (printed as it happens).
 */
export async function scalingRow(
  name: string,
  sizes: number[],
  once: (n: number) => Promise<boolean> | boolean,
  setup?: (n: number) => Promise<void>,
  width = 40,
): Promise<boolean> {
  const times: number[] = [];
  let ok = true;
  for (const n of sizes) {
    await setup?.(n);
    let best = Infinity;
    for (let run = 0; run < 3; run++) {
      const start = process.cpuUsage();
      const expected = await once(n);
      const used = process.cpuUsage(start);
      best = Math.min(best, (used.user + used.system) / 1000);
      if (!expected) {
        console.error(`  ${name}: unexpected result at n = ${n}`);
        ok = false;
      }
    }
    times.push(best);
  }
  const first = times[0] ?? NaN;
  const ratios = times.slice(1).map((t) => (t / first).toFixed(2));
  console.log(`  ${name.padEnd(width)} ${times.map((t) => t.toFixed(0).padStart(7)).join(' ')}   ratios ${ratios.join(', ')}`);
  return ok;
}
