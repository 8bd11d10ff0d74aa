// The benchmark reads wrk's text report; a misread figure would go into the README.
import { describe, expect, it } from 'vitest';
import { parseWrk } from '../../bench/load.ts';
import { medianRun } from '../../bench/median.ts';

const report = (extra = '') => `Running 10s test @ http://127.0.0.1:3111
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    20.87ms    9.18ms 116.92ms   87.53%
    Req/Sec     2.41k   405.25     3.28k    67.50%
  Latency Distribution
     50%   18.74ms
     75%   24.01ms
     90%   31.32ms
     99%   45.00ms
  23926 requests in 10.00s, 262.80MB read
${extra}Requests/sec:   2393.76
Transfer/sec:     26.27MB
`;

describe('parseWrk', () => {
  it('reads throughput, p99 and average latency and the request count', () => {
    expect(parseWrk(report())).toEqual({
      requestsPerSecond: 2394,
      p99Ms: 45,
      averageMs: 20.9,
      requests: 23926,
      errors: 0,
      non2xx: 0,
    });
  });

  it('counts socket errors and non-2xx answers', () => {
    const result = parseWrk(
      report(
        '  Socket errors: connect 0, read 2, write 1, timeout 4\n  Non-2xx or 3xx responses: 7\n',
      ),
    );
    expect(result.errors).toBe(7);
    expect(result.non2xx).toBe(7);
  });

  it('converts microseconds and seconds', () => {
    // wrk pads short figures with a trailing space.
    const slow = report().replace('99%   45.00ms', '99%    1.20s ').replace('20.87ms', '812.00us');
    expect(parseWrk(slow)).toMatchObject({ p99Ms: 1200, averageMs: 0.8 });
  });

  it('refuses a report it cannot read', () => {
    expect(() => parseWrk('wrk: connection refused')).toThrow(/wrk/);
  });
});

describe('medianRun', () => {
  const runs = [{ n: 3 }, { n: 1 }, { n: 2 }];

  it('picks the middle run by the figure, whatever the run order', () => {
    expect(medianRun(runs, (r) => r.n)).toBe(runs[2]);
    expect(medianRun([...runs].reverse(), (r) => r.n)).toBe(runs[2]);
  });

  it('takes the lower middle of an even count, and the only run of one', () => {
    expect(medianRun([{ n: 4 }, ...runs], (r) => r.n)).toEqual({ n: 2 });
    expect(medianRun([{ n: 9 }], (r) => r.n)).toEqual({ n: 9 });
  });

  it('refuses no runs at all', () => {
    expect(() => medianRun([], (r: { n: number }) => r.n)).toThrow(/no runs/);
  });
});
