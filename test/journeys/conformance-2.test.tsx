// Shard 2 of 2 of the jsdom conformance replay (test/journeys/conformance-replay.tsx): two workers share the longest
// file of the suite.
import { defineReplays } from './conformance-replay';

defineReplays(1, 2);
