/**
 * The order of a bench's timed runs when it compares several targets (the shop's pages and the
 * floor's): one run of each target per round, round after round, rather than every run of one
 * target and then every run of the next. The machine's load drifts over minutes (two cores, shared
 * with the servers), so a ratio of two figures taken minutes apart measures the drift as well;
 * in turn, each target meets the same minutes.
 *
 * @template T
 * @param {readonly T[]} targets
 * @param {number} rounds
 * @returns {{ target: T, index: number, round: number }[]}
 */
export function interleave(targets, rounds) {
  const order = [];
  for (let round = 0; round < rounds; round += 1)
    targets.forEach((target, index) => order.push({ target, index, round }));
  return order;
}

/**
 * Runs `run` once per target and round in `interleave`'s order, one at a time, and returns each
 * target's results in the order of `targets`.
 *
 * @template T, R
 * @param {readonly T[]} targets
 * @param {number} rounds
 * @param {(target: T, round: number) => Promise<R>} run
 * @returns {Promise<R[][]>}
 */
export async function runInterleaved(targets, rounds, run) {
  const results = targets.map(() => []);
  for (const { target, index, round } of interleave(targets, rounds))
    results[index].push(await run(target, round));
  return results;
}
