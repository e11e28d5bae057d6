// Fuzzing with generated server replies, shard 1 of 2 (test/fuzz/fuzzing.tsx).
import { fuzzShard } from './fuzzing';

fuzzShard(0);
