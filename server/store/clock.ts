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

/**
 * The system clock, moved forward on request: development mode's POST /dev/clock, so that a started server (the attack
 * suite, a person trying the demo) can cross the 2-minute, 8-minute and 15-minute marks without waiting for them.
 */
export class OffsetClock implements Clock {
  private offset = 0;
  now() {
    return Date.now() + this.offset;
  }
  advance(ms: number) {
    this.offset += ms;
  }
}
