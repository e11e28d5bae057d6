// An injectable clock: the server reads time only through it, so tests can cross the 2- and 8-minute marks.
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export class ManualClock implements Clock {
  constructor(private t = Date.UTC(2026, 10, 22, 12, 0, 0)) {}
  now() {
    return this.t;
  }
  advance(ms: number) {
    this.t += ms;
  }
}

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
