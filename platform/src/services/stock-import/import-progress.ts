import 'server-only';
import { formatNumber } from '@dealer/design-system/format';
import { type RejectedFeedRow, rejectedRowLine } from '../../domain/stock-feed';
import { type ImportProgress, type ImportSummary } from './import-stock';

// What the stock command shows while it imports: a bar with rows/s and the time left on a
// terminal, a plain line a batch otherwise (a log, a CI job), and the summary at the end.

/** Rows a second so far (0 before a row or a moment has passed). */
export function rowsPerSecond(done: number, elapsedMs: number): number {
  return elapsedMs > 0 ? Math.round((done * 1000) / elapsedMs) : 0;
}

/** Seconds left at the rate so far; null when the total or the rate is not known. */
export function secondsLeft(progress: ImportProgress, elapsedMs: number): number | null {
  if (progress.total === null || progress.done === 0 || elapsedMs <= 0) return null;
  const left = Math.max(0, progress.total - progress.done);
  return Math.ceil((left * elapsedMs) / progress.done / 1000);
}

/** '1 min 05 s', '12 s' */
export function durationText(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** The terminal's bar: `[#########-----------]  4,000/10,000 rows  1,234 rows/s  ETA 5 s` */
export function progressBar(progress: ImportProgress, elapsedMs: number, width = 24): string {
  const rate = `${formatNumber(rowsPerSecond(progress.done, elapsedMs))} rows/s`;
  if (progress.total === null || progress.total === 0)
    return `${formatNumber(progress.done)} rows  ${rate}`;
  const share = Math.min(1, progress.done / progress.total);
  const filled = Math.round(share * width);
  const eta = secondsLeft(progress, elapsedMs);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${formatNumber(progress.done)}/${formatNumber(progress.total)} rows  ${rate}${eta === null ? '' : `  ETA ${durationText(eta)}`}`;
}

/** A plain progress line: `Imported 4,000 of 10,000 rows (1,234 rows/s)` */
export function progressLine(progress: ImportProgress, elapsedMs: number): string {
  const of = progress.total === null ? '' : ` of ${formatNumber(progress.total)}`;
  return `Imported ${formatNumber(progress.done)}${of} rows (${formatNumber(rowsPerSecond(progress.done, elapsedMs))} rows/s)`;
}

/** The summary's line: `12 rows: 3 added, 1 updated, 6 unchanged, 0 sold, 2 rejected.` */
export function summaryLine(summary: ImportSummary): string {
  return `${formatNumber(summary.rows)} ${summary.rows === 1 ? 'row' : 'rows'}: ${formatNumber(summary.added)} added, ${formatNumber(summary.updated)} updated, ${formatNumber(summary.unchanged)} unchanged, ${formatNumber(summary.sold)} sold, ${formatNumber(summary.rejected.length)} rejected.`;
}

/** The summary's lines: each rejected row, then the counts. */
export function summaryLines(summary: ImportSummary): string[] {
  return [
    ...summary.rejected.map((r: RejectedFeedRow) => rejectedRowLine(r)),
    // a replace never sells a car a shopper holds online: the dealer is told which
    ...summary.held.map(
      (stocknum) =>
        `stock ${stocknum}: not in the feed, but a shopper holds it online, so it is not marked sold (its reservation: leads-cli.ts --reservations)`,
    ),
    summaryLine(summary),
  ];
}

/** Shows progress on a stream: redrawn in place on a terminal, a line at a time otherwise. */
export function createProgressReporter(
  out: NodeJS.WriteStream | NodeJS.WritableStream,
  isTerminal = Boolean((out as NodeJS.WriteStream).isTTY),
  clock: () => number = Date.now,
) {
  const started = clock();
  let lastLine = 0;
  let drawn = false;
  return {
    update(progress: ImportProgress) {
      const elapsed = clock() - started;
      if (isTerminal) {
        out.write(`\r${progressBar(progress, elapsed)}\x1b[K`);
        drawn = true;
      } else if (clock() - lastLine >= 1000 || progress.done === progress.total) {
        lastLine = clock();
        out.write(progressLine(progress, elapsed) + '\n');
      }
    },
    /** ends the bar's line (before the summary) */
    done() {
      if (drawn) out.write('\n');
      drawn = false;
    },
  };
}
