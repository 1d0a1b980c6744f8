import { describe, expect, it } from 'vitest';
import { isHistoryReportAddress } from './history-report';

describe('a car’s history report link (spec §3 file)', () => {
  it.each([
    ['/media/history/2100001.pdf', true],
    ['https://www.carhistory.com.au/report/ABC123', true],
    ['https://reports.revs.com.au/r/1', true],
    ['https://ppsr.gov.au/search', true],
    ['http://www.carhistory.com.au/report/ABC123', false],
    ['https://carhistory.com.au.evil.example/report', false],
    ['https://evilcarhistory.com.au/report', false],
    ['https://user:pass@carhistory.com.au/report', false],
    ['https://carhistory.com.au:8443/report', false],
    ['https://example.com/report.pdf', false],
    ['javascript:alert(1)', false],
    ['/media/history/../../etc', false],
    ['//carhistory.com.au/report', false],
  ])('%s: %s', (address, allowed) => {
    expect(isHistoryReportAddress(address)).toBe(allowed);
  });
});
