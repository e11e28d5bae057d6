// The conformance journeys replayed in Chromium, shard 2 of 2 (test/browser/conformance-replay.ts).
import { replayShard } from './conformance-replay';

replayShard(1);
