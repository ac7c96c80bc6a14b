/** A progress line on stderr: a bar when the total is known, counts, rate and time left. Redrawn in place on a TTY. */
export class ProgressBar {
  private readonly started = performance.now();
  private lastPrinted = 0;
  private readonly tty = process.stderr.isTTY === true;

  constructor(
    private readonly label: string,
    private readonly total: number | null,
  ) {}

  update(done: number, blocks: number, transactions: number): void {
    const now = performance.now();
    const finished = this.total !== null && done >= this.total;
    if (!finished && now - this.lastPrinted < (this.tty ? 100 : 2000)) return;
    this.lastPrinted = now;
    const line = this.render(done, blocks, transactions, (now - this.started) / 1000);
    process.stderr.write(this.tty ? `\r${line}\x1b[K` : `${line}\n`);
  }

  /** A message on its own line; on a TTY the bar is redrawn below it at the next update. */
  note(message: string): void {
    process.stderr.write(this.tty ? `\r\x1b[K${message}\n` : `${message}\n`);
    this.lastPrinted = 0;
  }

  finish(): void {
    if (this.tty) process.stderr.write('\n');
  }

  private render(done: number, blocks: number, transactions: number, seconds: number): string {
    const rate = seconds > 0 ? transactions / seconds : 0;
    const parts = [
      this.bar(done),
      `${this.label} ${done}${this.total !== null ? `/${this.total}` : ''}`,
      `${blocks} blocks`,
      `${transactions} tx`,
      `${Math.round(rate)} tx/s`,
    ];
    if (this.total !== null && done > 0 && done < this.total) parts.push(`${formatDuration((seconds / done) * (this.total - done))} left`);
    if (this.total !== null && done >= this.total) parts.push(`done in ${formatDuration(seconds)}`);
    return parts.filter(Boolean).join(' · ');
  }

  private bar(done: number): string {
    if (this.total === null || this.total === 0) return '';
    const width = 24;
    const filled = Math.min(width, Math.round((done / this.total) * width));
    return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.floor((done / this.total) * 100)}%`;
  }
}

export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const hours = Math.floor(minutes / 60);
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes % 60)}:${pad(whole % 60)}` : `${pad(minutes)}:${pad(whole % 60)}`;
}
