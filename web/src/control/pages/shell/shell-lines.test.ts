import { describe, expect, it } from 'vitest';
import { fromLines, parseRoutes, routesToLines } from './shell-lines';

describe("the shell page's text fields", () => {
  it('reads hosts one a line, skipping blanks', () => {
    expect(fromLines(' /cdn/images \n\nhttps://img2.example \n')).toEqual([
      '/cdn/images',
      'https://img2.example',
    ]);
  });

  it('reads the router list as "domain speed" lines and writes it back the same way', () => {
    const routes = [
      { domain: 'a.sim.local', speed: 40 },
      { domain: 'b.sim.local', speed: 90.5 },
    ];
    expect(parseRoutes(routesToLines(routes))).toEqual(routes);
  });

  it.each(['a.sim.local', 'a.sim.local fast', 'a.sim.local 1 2', 'a.sim.local -3'])('refuses %j', (line) => {
    expect(parseRoutes(`ok.sim.local 1\n${line}`)).toEqual({ problem: line });
  });
});
