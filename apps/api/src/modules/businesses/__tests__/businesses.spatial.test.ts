import KDBush from 'kdbush';
import { describe, expect, it } from 'vitest';
import { nearestWithin } from '../businesses.spatial';
import { distanceM } from '../businesses.text';

/** mulberry32: the same points on every run. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function treeOf(points: [number, number][]) {
  const tree = new KDBush(points.length);
  for (const [lng, lat] of points) tree.add(lng, lat);
  tree.finish();
  return tree;
}

/** Every accepted point within the radius, nearest first, at most `limit`: the answer by brute force. */
function bruteForce(points: [number, number][], lng: number, lat: number, metres: number, limit: number, accept: (i: number) => boolean) {
  return points
    .map(([plng, plat], index) => ({ index, distance: distanceM(lat, lng, plat, plng) }))
    .filter((p) => accept(p.index) && p.distance <= metres)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit);
}

describe('nearestWithin (the memory store’s nearby search)', () => {
  it('answers what a brute-force search answers: around Havana, small and large radii, with and without a limit or a filter', () => {
    const rnd = prng(7);
    const points: [number, number][] = Array.from({ length: 5000 }, () => [-82.5 + rnd() * 0.3, 23.0 + rnd() * 0.2]);
    const tree = treeOf(points);
    const odd = (i: number) => i % 2 === 1;
    for (const [lng, lat] of [
      [-82.3666, 23.1136],
      [-82.5, 23.0],
      [-82.3, 23.5], // 30 km north of every point
    ] as const) {
      for (const metres of [10, 300, 1000, 5000, 50_000]) {
        for (const [limit, accept] of [
          [Infinity, () => true],
          [500, () => true],
          [20, odd],
          [3, odd],
        ] as const) {
          const got = nearestWithin(tree, lng, lat, metres, limit, accept);
          const want = bruteForce(points, lng, lat, metres, limit, accept);
          expect(got.map((p) => p.index)).toEqual(want.map((p) => p.index));
          got.forEach((p, i) => expect(p.distance).toBeCloseTo(want[i]!.distance, 6));
        }
      }
    }
  });

  it('finds points across the antimeridian and around a pole', () => {
    const points: [number, number][] = [
      [179.999, 10],
      [-179.999, 10],
      [0, 89.999],
      [180 - 0.001, 89.9995],
      [10, -10],
    ];
    const tree = treeOf(points);
    expect(nearestWithin(tree, 179.9995, 10, 500, Infinity, () => true).map((p) => p.index).sort()).toEqual([0, 1]);
    expect(nearestWithin(tree, -179.9995, 10, 500, Infinity, () => true).map((p) => p.index).sort()).toEqual([0, 1]);
    expect(nearestWithin(tree, 90, 89.9999, 1000, Infinity, () => true).map((p) => p.index).sort()).toEqual([2, 3]);
    expect(nearestWithin(tree, 10, -10, 1, Infinity, () => true).map((p) => p.index)).toEqual([4]);
    expect(nearestWithin(tree, 10, -10.1, 1, Infinity, () => true)).toEqual([]);
  });
});
