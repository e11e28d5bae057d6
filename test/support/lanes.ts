// A few lanes (a browser page with its own stub, say) shared by a file's concurrent tests: a test takes a free lane,
// made on first need, and gives it back. LANES matches jest's maxConcurrency, so no test waits for a lane inside
// its own timeout.
export const LANES = 3;

export class Lanes<T> {
  private readonly free: T[] = [];
  private readonly waiting: ((lane: T) => void)[] = [];
  readonly all: T[] = [];

  constructor(
    private readonly make: (index: number) => Promise<T>,
    private readonly size = LANES,
  ) {}

  private made = 0;

  private async take(): Promise<T> {
    const lane = this.free.pop();
    if (lane) return lane;
    if (this.made < this.size) {
      this.made += 1;
      const fresh = await this.make(this.made - 1);
      this.all.push(fresh);
      return fresh;
    }
    return new Promise<T>((resolve) => this.waiting.push(resolve));
  }

  private give(lane: T) {
    const next = this.waiting.shift();
    if (next) next(lane);
    else this.free.push(lane);
  }

  async use<R>(fn: (lane: T) => Promise<R>): Promise<R> {
    const lane = await this.take();
    try {
      return await fn(lane);
    } finally {
      this.give(lane);
    }
  }
}
