import { describe, expect, it } from 'vitest';
import { figuresOf, lighthouseScalars, medianFigures, type ReportLike } from './lighthouse-figures.ts';

const report = (score: number, tbt: number, savings: number[]): ReportLike => ({
  categories: { performance: { score } },
  audits: {
    'total-blocking-time': { numericValue: tbt },
    'first-contentful-paint': { numericValue: 900 },
    'largest-contentful-paint': { numericValue: 1800 },
    'dom-size': { numericValue: 1234 },
    'uses-text-compression': {
      numericValue: 150,
      details: { items: savings.map((wastedBytes) => ({ wastedBytes })) },
    },
  },
});

describe('Lighthouse figures', () => {
  it('reads the score as 0–100, the timings, the DOM size and the bytes compression would save', () => {
    expect(figuresOf(report(0.87, 420, [30_000, 4_000]))).toEqual({
      performance: 87,
      totalBlockingTimeMs: 420,
      firstContentfulPaintMs: 900,
      largestContentfulPaintMs: 1800,
      domElements: 1234,
      compressionSavingsBytes: 34_000,
    });
  });

  it('counts nothing to compress when the audit lists no answer', () => {
    expect(figuresOf(report(1, 0, [])).compressionSavingsBytes).toBe(0);
  });

  it('refuses a report whose run failed rather than reading its empty figures', () => {
    expect(() =>
      figuresOf({ ...report(0, 0, []), runtimeError: { code: 'NO_FCP', message: 'no paint' } }),
    ).toThrow(/NO_FCP/);
  });

  it('takes each figure’s median over the runs on its own', () => {
    const runs = [report(0.5, 900, [10]), report(0.9, 100, [0]), report(0.7, 2000, [0])].map(figuresOf);
    expect(medianFigures(runs)).toMatchObject({
      performance: 70,
      totalBlockingTimeMs: 900,
      compressionSavingsBytes: 0,
    });
  });

  it('names each profile’s scalars so that the targets find them', () => {
    const figures = figuresOf(report(0.9, 250, []));
    const ids = lighthouseScalars('desktop', figures, figures).map((scalar) => scalar.id);
    expect(ids).toContain('lighthouse.desktop.tbtMs');
    expect(ids).toContain('lighthouse.desktop.staticTbtMs');
    expect(ids).toContain('lighthouse.desktop.domElements');
  });
});
