import { describe, expect, it } from 'vitest';
import { routedPath } from './routed-path';

type Point = { x: number; y: number };

/** The corners the path goes through: its ends and the control point of every rounded bend. */
function corners(path: string): Point[] {
  const points: Point[] = [];
  const tokens = path.split(' ');
  for (let index = 0; index < tokens.length; index += 1) {
    const command = tokens[index];
    if (command === 'M') points.push({ x: Number(tokens[index + 1]), y: Number(tokens[index + 2]) });
    if (command === 'Q') points.push({ x: Number(tokens[index + 1]), y: Number(tokens[index + 2]) });
  }
  const last = tokens.lastIndexOf('L');
  points.push({ x: Number(tokens[last + 1]), y: Number(tokens[last + 2]) });
  return points;
}

const orthogonal = (points: Point[]) => points.every((point, index) => index === 0 || point.x === points[index - 1]?.x || point.y === points[index - 1]?.y);

describe('routedPath', () => {
  // ELK's route of a branch going down and right around a node: start, three bends, end.
  const route = [
    { x: 150, y: 101 },
    { x: 150, y: 130 },
    { x: 420, y: 130 },
    { x: 420, y: 270 },
  ];

  it('follows the route, its ends moved onto the handles and every segment still straight', () => {
    const { path } = routedPath(route, { x: 146, y: 106 }, { x: 428, y: 264 });
    expect(corners(path)).toEqual([
      { x: 146, y: 106 },
      { x: 146, y: 130 },
      { x: 428, y: 130 },
      { x: 428, y: 264 },
    ]);
  });

  it('keeps a left-to-right route horizontal at both ends', () => {
    const rightwards = [
      { x: 257, y: 40 },
      { x: 300, y: 40 },
      { x: 300, y: 180 },
      { x: 340, y: 180 },
    ];
    const points = corners(routedPath(rightwards, { x: 262, y: 44 }, { x: 334, y: 176 }).path);
    expect(points).toEqual([
      { x: 262, y: 44 },
      { x: 300, y: 44 },
      { x: 300, y: 176 },
      { x: 334, y: 176 },
    ]);
  });

  it('draws a straight route straight, and as a step once its handles no longer line up', () => {
    const straight = [
      { x: 100, y: 101 },
      { x: 100, y: 180 },
    ];
    expect(routedPath(straight, { x: 100, y: 106 }, { x: 100, y: 174 }).path).toBe('M 100 106 L 100 174');
    const step = corners(routedPath(straight, { x: 96, y: 106 }, { x: 104, y: 174 }).path);
    expect(step).toEqual([
      { x: 96, y: 106 },
      { x: 96, y: 140 },
      { x: 104, y: 140 },
      { x: 104, y: 174 },
    ]);
    expect(orthogonal(step)).toBe(true);
  });

  it('puts the label halfway along the route', () => {
    const { labelX, labelY } = routedPath(route, { x: 150, y: 101 }, { x: 420, y: 270 });
    // 29 down, 270 across, 140 down: halfway (219.5) is 190.5 along the horizontal run.
    expect(labelX).toBeCloseTo(340.5);
    expect(labelY).toBe(130);
  });
});
